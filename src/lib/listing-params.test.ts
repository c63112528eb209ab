import { describe, expect, it } from 'vitest';
import { parseListingParams } from './listing-params';

describe('parseListingParams', () => {
  it('reads page and sort', () => {
    expect(parseListingParams({ page: '3', sort: 'priceAsc' })).toEqual({ page: 3, sort: 'priceAsc' });
  });

  it('falls back to page 1 and top seller for bad values', () => {
    expect(parseListingParams({ page: 'abc', sort: 'drop table' })).toEqual({ page: 1, sort: 'sortKey' });
    expect(parseListingParams({ page: '-2' })).toEqual({ page: 1, sort: 'sortKey' });
    expect(parseListingParams({ page: ['2', '5'] })).toEqual({ page: 2, sort: 'sortKey' });
    expect(parseListingParams({})).toEqual({ page: 1, sort: 'sortKey' });
  });
});
