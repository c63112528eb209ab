/** schema.org structured data for product and listing pages (S2.5, SEO). */
export interface ProductJsonLdInput {
  url: string;
  /** ISO currency of the prices (the shop's price list) */
  currency: string;
  name: string;
  description: string;
  brand: string;
  sku: string;
  color: string;
  imageUrls: string[];
  /** lowest and highest price in cents */
  priceMin: number;
  priceMax: number;
  /** available | delayed | outsold | outOfStock of the sizes */
  states: string[];
  ratingTenths: number;
  ratingCount: number;
  /** up to 5 published reviews */
  reviews?: { author: string; date: string; title: string; text: string; rating: number }[];
}

const euros = (cents: number) => (cents / 100).toFixed(2);

function availabilityOf(states: string[]): string {
  if (states.includes('available')) return 'https://schema.org/InStock';
  if (states.includes('delayed')) return 'https://schema.org/BackOrder';
  return 'https://schema.org/OutOfStock';
}

export function productJsonLd(p: ProductJsonLdInput): Record<string, unknown> {
  const offers =
    p.priceMin === p.priceMax
      ? {
          '@type': 'Offer',
          price: euros(p.priceMin),
          priceCurrency: p.currency,
          availability: availabilityOf(p.states),
          url: p.url,
        }
      : {
          '@type': 'AggregateOffer',
          lowPrice: euros(p.priceMin),
          highPrice: euros(p.priceMax),
          priceCurrency: p.currency,
          availability: availabilityOf(p.states),
          url: p.url,
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    sku: p.sku,
    color: p.color,
    brand: { '@type': 'Brand', name: p.brand },
    image: p.imageUrls,
    offers,
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
