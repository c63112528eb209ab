import { DELIVERY_BUSINESS_DAYS, deliveryLabel } from '@/lib/deliverability';

/** schema.org structured data for product and listing pages (S2.5, SEO; Google merchant listings). */

/** One size of the product's colour, as offered. */
export interface VariantJsonLdInput {
  /** display number with size: the shop's article number of the size */
  sku: string;
  /** the size's EAN */
  gtin: string;
  size: string;
  priceCents: number;
  /** the strike-out price, 0 when the size is not reduced */
  oldPriceCents: number;
  /** available | delayed | outsold | outOfStock */
  state: string;
  deliverabilityKey: string;
  /** delivered by a forwarding agent (freight charge instead of parcel shipping) */
  freight: boolean;
}

export interface ProductJsonLdInput {
  url: string;
  /** ISO currency of the prices (the shop's price list) */
  currency: string;
  /** the product (one colour of a style): the group of its sizes */
  groupId: string;
  name: string;
  description: string;
  brand: string;
  color: string;
  imageUrls: string[];
  variants: VariantJsonLdInput[];
  /** the shop's delivery terms, in minor units of its currency */
  shipping: { country: string; parcelCents: number; freightCents: number; freeFromCents: number };
  /** the return window in days (free returns by mail, as the legal pages say) */
  returnDays: number;
  ratingTenths: number;
  ratingCount: number;
  /** up to 5 published reviews */
  reviews?: { author: string; date: string; title: string; text: string; rating: number }[];
}

const amount = (cents: number) => (cents / 100).toFixed(2);

/** GTIN-8, -12, -13 or -14 with a valid check digit; anything else is left out of the data. */
export function validGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

function availabilityOf(state: string): string {
  if (state === 'available') return 'https://schema.org/InStock';
  if (state === 'delayed') return 'https://schema.org/BackOrder';
  return 'https://schema.org/OutOfStock';
}

function shippingDetails(p: ProductJsonLdInput, v: VariantJsonLdInput) {
  const cost = v.freight
    ? p.shipping.freightCents
    : v.priceCents >= p.shipping.freeFromCents
      ? 0
      : p.shipping.parcelCents;
  const days = DELIVERY_BUSINESS_DAYS[deliveryLabel(v.deliverabilityKey, v.state).key];
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: amount(cost), currency: p.currency },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: p.shipping.country },
    ...(days
      ? {
          deliveryTime: {
            '@type': 'ShippingDeliveryTime',
            handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
            transitTime: {
              '@type': 'QuantitativeValue',
              minValue: Math.max(1, days[0] - 1),
              maxValue: days[1] - 1,
              unitCode: 'DAY',
            },
          },
        }
      : {}),
  };
}

function offerOf(p: ProductJsonLdInput, v: VariantJsonLdInput) {
  return {
    '@type': 'Offer',
    url: p.url,
    price: amount(v.priceCents),
    priceCurrency: p.currency,
    availability: availabilityOf(v.state),
    itemCondition: 'https://schema.org/NewCondition',
    ...(v.oldPriceCents > v.priceCents
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: amount(v.oldPriceCents),
            priceCurrency: p.currency,
          },
        }
      : {}),
    shippingDetails: shippingDetails(p, v),
    hasMerchantReturnPolicy: {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: p.shipping.country,
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: p.returnDays,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/FreeReturn',
    },
  };
}

/**
 * The product page's data: a ProductGroup (the colour) whose variants are its sizes, each with its
 * EAN, price, availability, shipping and return policy; rating and reviews on the group.
 */
export function productJsonLd(p: ProductJsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    productGroupID: p.groupId,
    name: p.name,
    description: p.description,
    url: p.url,
    color: p.color,
    brand: { '@type': 'Brand', name: p.brand },
    image: p.imageUrls,
    variesBy: ['https://schema.org/size'],
    hasVariant: p.variants.map((v) => ({
      '@type': 'Product',
      name: `${p.name}, ${v.size}`,
      sku: v.sku,
      ...(validGtin(v.gtin) ? { gtin: v.gtin } : {}),
      size: v.size,
      color: p.color,
      image: p.imageUrls[0],
      offers: offerOf(p, v),
    })),
    ...(p.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: (p.ratingTenths / 10).toFixed(1),
            reviewCount: p.ratingCount,
            bestRating: '5',
            worstRating: '1',
          },
          review: (p.reviews ?? []).slice(0, 5).map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.author },
            datePublished: r.date.slice(0, 10),
            name: r.title,
            reviewBody: r.text,
            reviewRating: {
              '@type': 'Rating',
              ratingValue: String(r.rating),
              bestRating: '5',
              worstRating: '1',
            },
          })),
        }
      : {}),
  };
}

/** A listing page's products in their order (ItemList of product page URLs). */
export function itemListJsonLd(name: string, urls: string[], firstPosition = 1): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: urls.length,
    itemListElement: urls.map((url, i) => ({ '@type': 'ListItem', position: firstPosition + i, url })),
  };
}

export function breadcrumbJsonLd(
  origin: string,
  items: { name: string; path: string }[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  };
}

/** JSON for a script element: '<' escaped so that no text can close the element. */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
