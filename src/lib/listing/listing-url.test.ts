import { describe, expect, it } from 'vitest';
import { toggleChoice } from './filter-selection';
import { listingHref, parseListingUrl } from './listing-url';

describe('parseListingUrl', () => {
  it('reads filters, sort, page, pin, pop and searchTerm', () => {
    const s = parseListingUrl({
      searchColor: 'blau',
      filterSize: '38,40',
      sort: 'priceAsc',
      page: '2',
      pin: '123456,abc,654321',
      pop: '123456',
      searchTerm: ' Kleid ',
    });
    expect(s.sort).toBe('priceAsc');
    expect(s.page).toBe(2);
    expect(s.selection.values.get('filterSize')).toEqual(['38', '40']);
    expect(s.pinnedProductIds).toEqual(['123456', '654321']);
    expect(s.popupProductId).toBe('123456');
    expect(s.searchTerm).toBe('Kleid');
  });

  it('marks invalid pages and falls back to the default sort', () => {
    expect(parseListingUrl({ page: '0' }).page).toBeNull();
    expect(parseListingUrl({ page: 'abc' }).page).toBeNull();
    expect(parseListingUrl({ page: '1' }).pageOneGiven).toBe(true);
    expect(parseListingUrl({ sort: 'drop table' }).sort).toBe('sortKey');
  });

  it('joins separate price bounds of a form without script', () => {
    expect(parseListingUrl({ priceMin: '20', priceMax: '' }).selection.price).toEqual({ min: 20, max: null });
  });
});

describe('listingHref', () => {
  it('writes filters with commas, leaves out default sort and page 1', () => {
    const selection = toggleChoice(
      toggleChoice(parseListingUrl({}).selection, 'searchColor', 'blau'),
      'filterSize',
      '38',
    );
    expect(listingHref('/mode/damen-kleider', { selection, sort: 'sortKey', page: 1 })).toBe(
      '/mode/damen-kleider?filterSize=38&searchColor=blau',
    );
    expect(listingHref('/search', { keep: [['q', 'Kleid']], sort: 'priceAsc', page: 2 })).toBe(
      '/search?q=Kleid&sort=priceAsc&page=2',
    );
  });
});
