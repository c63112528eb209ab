import { describe, expect, it } from 'vitest';
import { shopByCode } from '@/lib/shop/shops';
import { categoryIndexFor } from '@/server/catalog/category-index';
import { pageTags, routeTags } from './page-tags';

const shop = shopByCode('lindgard-at')!;

describe('routeTags', () => {
  it('gives every page the frame, its shop and the tags a lost notification drops', () => {
    for (const path of ['/', '/p/123456', '/content/impressum', '/search', '/basket-is-not-stored'])
      expect(routeTags(shop, path)).toEqual(
        expect.arrayContaining(['catalog', 'content', 'shop:lindgard-at', 'content:frame', 'content:errors']),
      );
  });

  it('names the entity of the route and the content its page type places', () => {
    expect(routeTags(shop, '/p/123456')).toEqual(
      expect.arrayContaining(['product:123456', 'content:size-tables', 'content:product-content']),
    );
    expect(routeTags(shop, '/')).toEqual(expect.arrayContaining(['content:home', 'content:targeting']));
    expect(routeTags(shop, '/inspiration/herbst')).toContain('content:page:inspiration/herbst');
    const dresses = categoryIndexFor('de-AT')
      .all()
      .find((node) => node.path === '/mode/damen-kleider')!;
    expect(routeTags(shop, '/mode/damen-kleider')).toEqual(
      expect.arrayContaining([
        `category:${dresses.id}`,
        `content:listing:${dresses.id}`,
        'content:listings',
        'content:media',
      ]),
    );
  });
});

describe('pageTags', () => {
  it('adds what the render declared, and names a page of very many styles by the facet index', () => {
    expect(pageTags(['catalog'], ['style:M1', 'not a tag'])).toEqual(['catalog', 'style:M1']);
    const many = Array.from({ length: 1500 }, (_, i) => `style:M${i}`);
    const tags = pageTags(['catalog', 'search'], many);
    expect(tags).toEqual(['catalog', 'search', 'facets']);
  });
});
