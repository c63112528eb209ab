import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, productJsonLd, serialiseJsonLd } from './json-ld';

const base = {
  url: 'https://shop.example/p/123456',
  currency: 'EUR',
  name: 'Jerseykleid',
  description: 'Ein Kleid',
  brand: 'Lindgard',
  sku: '123456789',
  color: 'Blau',
  imageUrls: ['https://shop.example/image/123456-0?w=768&q=75'],
  ratingTenths: 43,
  ratingCount: 12,
};

describe('productJsonLd', () => {
  it('gives one offer for one price and an aggregate offer for a range', () => {
    expect(
      productJsonLd({ ...base, priceMin: 4999, priceMax: 4999, states: ['available'] }).offers,
    ).toMatchObject({
      '@type': 'Offer',
      price: '49.99',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(
      productJsonLd({ ...base, priceMin: 4999, priceMax: 5999, states: ['outsold'] }).offers,
    ).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '49.99',
      highPrice: '59.99',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('adds the rating only when there are ratings', () => {
    expect(productJsonLd({ ...base, priceMin: 1, priceMax: 1, states: [] }).aggregateRating).toMatchObject({
      ratingValue: '4.3',
      reviewCount: 12,
    });
    expect(
      productJsonLd({ ...base, ratingCount: 0, priceMin: 1, priceMax: 1, states: [] }).aggregateRating,
    ).toBeUndefined();
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
