import { describe, expect, it } from 'vitest';
import { listOrigin } from './list-origin';

describe('listOrigin (spec S2.5)', () => {
  it('labels search results', () => {
    expect(listOrigin({ path: '/search' })).toBe('srp');
    expect(listOrigin({ path: '/search', suggestionType: 'product' })).toBe('srp/suggestion');
  });

  it('labels category listings', () => {
    expect(listOrigin({ path: '/mode/damen-kleider' })).toBe('plp');
    expect(listOrigin({ path: '/mode/damen-kleider', searchOrigin: 'searchField' })).toBe(
      'plp/categoryMatching',
    );
    expect(listOrigin({ path: '/mode/damen-kleider', suggestionType: 'category' })).toBe('plp/suggestion');
  });

  it('labels product pages by their parameters', () => {
    expect(listOrigin({ path: '/p/123456', suggestionType: 'product' })).toBe('pdp/suggestion');
    expect(listOrigin({ path: '/p/123456', searchTerm: '123456470' })).toBe('directSearch');
    expect(listOrigin({ path: '/p/123456', reco: 'outfit', referrer: 'popupProduct' })).toBe('miniPdp');
    expect(listOrigin({ path: '/p/123456', reco: 'similarProducts' })).toBe('recommendation');
  });

  it('falls back to the previous page, except customer, content, newsletter and basket pages', () => {
    expect(listOrigin({ path: '/p/123456', previousPath: '/mode/damen-kleider' })).toBe('plp');
    expect(listOrigin({ path: '/p/123456', previousPath: '/wishlist' })).toBe('wishlist');
    expect(listOrigin({ path: '/p/123456', previousPath: '/' })).toBe('homepage');
    for (const previous of ['/customer/orders', '/content/faq', '/newsletter/anmelden', '/basket']) {
      expect(listOrigin({ path: '/p/123456', previousPath: previous })).toBeNull();
    }
    expect(listOrigin({ path: '/p/123456' })).toBeNull();
  });

  it('reads the previous page’s query: a listing or search reached by a suggestion or by category matching', () => {
    const from = (previousPath: string) => listOrigin({ path: '/p/123456', previousPath });
    expect(from('/mode/damen-kleider?searchOrigin=searchField&searchTerm=kleid')).toBe(
      'plp/categoryMatching',
    );
    expect(from('/mode/damen-kleider?suggestionType=category&suggestion=Kleider')).toBe('plp/suggestion');
    expect(from('/search?q=rot&suggestionType=term')).toBe('srp/suggestion');
    expect(from('/search?q=rot')).toBe('srp');
    expect(from('/content/faq?suggestionType=term')).toBeNull();
  });
});
