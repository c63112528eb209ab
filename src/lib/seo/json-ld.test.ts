/* eslint-disable @typescript-eslint/no-explicit-any */
import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  itemListJsonLd,
  productJsonLd,
  serialiseJsonLd,
  validGtin,
  type ProductJsonLdInput,
  type VariantJsonLdInput,
} from './json-ld';

const size = (over: Partial<VariantJsonLdInput> = {}): VariantJsonLdInput => ({
  sku: '123456-010-01',
  gtin: '4006381333931',
  size: '38',
  priceCents: 4999,
  oldPriceCents: 0,
  state: 'available',
  deliverabilityKey: 'available',
  freight: false,
  ...over,
});

const base: ProductJsonLdInput = {
  url: 'https://shop.example/p/123456',
  currency: 'EUR',
  groupId: '123456',
  name: 'Jerseykleid',
  description: 'Ein Kleid',
  brand: 'Lindgard',
  color: 'Blau',
  imageUrls: ['https://shop.example/image/123456-0?w=768&q=75'],
  variants: [size()],
  shipping: { country: 'AT', parcelCents: 595, freightCents: 3995, freeFromCents: 7500 },
  returnDays: 14,
  ratingTenths: 43,
  ratingCount: 12,
};

type Variant = { offers: Record<string, unknown> & { shippingDetails: Record<string, any> }; gtin?: string };
const variantsOf = (data: Record<string, unknown>) => data.hasVariant as Variant[];

describe('productJsonLd', () => {
  it('is a product group varying by size, one variant per size with its own offer', () => {
    const data = productJsonLd({
      ...base,
      variants: [size(), size({ size: '40', priceCents: 5999, oldPriceCents: 6999, state: 'outsold' })],
    });
    expect(data).toMatchObject({
      '@type': 'ProductGroup',
      productGroupID: '123456',
      variesBy: ['https://schema.org/size'],
    });
    const [first, second] = variantsOf(data);
    expect(first!.offers).toMatchObject({
      '@type': 'Offer',
      price: '49.99',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    });
    expect(second!.offers).toMatchObject({
      price: '59.99',
      availability: 'https://schema.org/OutOfStock',
      priceSpecification: { priceType: 'https://schema.org/StrikethroughPrice', price: '69.99' },
    });
  });

  it('carries the GTIN only when its check digit is right', () => {
    expect(variantsOf(productJsonLd(base))[0]!.gtin).toBe('4006381333931');
    expect(
      variantsOf(productJsonLd({ ...base, variants: [size({ gtin: '4006381333932' })] }))[0]!.gtin,
    ).toBeUndefined();
    expect(validGtin('96385074')).toBe(true);
    expect(validGtin('12345')).toBe(false);
  });

  it('states shipping by price and carrier, the delivery time of the label, and the return policy', () => {
    const [cheap, free, freight, christmas] = variantsOf(
      productJsonLd({
        ...base,
        variants: [
          size(),
          size({ priceCents: 7500 }),
          size({ priceCents: 19900, freight: true }),
          size({ deliverabilityKey: 'christmas' }),
        ],
      }),
    );
    expect(cheap!.offers.shippingDetails).toMatchObject({
      shippingRate: { value: '5.95', currency: 'EUR' },
      shippingDestination: { addressCountry: 'AT' },
      deliveryTime: { handlingTime: { minValue: 0, maxValue: 1 }, transitTime: { minValue: 2, maxValue: 4 } },
    });
    expect(free!.offers.shippingDetails.shippingRate.value).toBe('0.00');
    expect(freight!.offers.shippingDetails.shippingRate.value).toBe('39.95');
    expect(christmas!.offers.shippingDetails.deliveryTime).toBeUndefined();
    expect(cheap!.offers.hasMerchantReturnPolicy).toMatchObject({
      applicableCountry: 'AT',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 14,
      returnFees: 'https://schema.org/FreeReturn',
    });
  });

  it('adds the rating only when there are ratings', () => {
    expect(productJsonLd(base).aggregateRating).toMatchObject({ ratingValue: '4.3', reviewCount: 12 });
    expect(productJsonLd({ ...base, ratingCount: 0 }).aggregateRating).toBeUndefined();
  });
});

describe('itemListJsonLd', () => {
  it('numbers the products from the page’s first position', () => {
    expect(itemListJsonLd('Kleider', ['https://s/p/1', 'https://s/p/2'], 37).itemListElement).toEqual([
      { '@type': 'ListItem', position: 37, url: 'https://s/p/1' },
      { '@type': 'ListItem', position: 38, url: 'https://s/p/2' },
    ]);
  });
});

describe('breadcrumbJsonLd and serialisation', () => {
  it('numbers the crumbs and escapes script-closing text', () => {
    const data = breadcrumbJsonLd('https://s', [{ name: 'Mode', path: '/mode' }]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Mode', item: 'https://s/mode' },
    ]);
    expect(serialiseJsonLd({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });
});
