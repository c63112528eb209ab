import { describe, expect, it } from 'vitest';
import { suggestionUrl } from './suggestion-url';

describe('suggestionUrl (S2.4)', () => {
  it('leads products to their page', () => {
    expect(suggestionUrl({ type: 'product', name: 'Jerseykleid', target: '123456' })).toBe(
      '/p/123456?searchOrigin=searchField&suggestionType=product&suggestion=Jerseykleid',
    );
  });

  it('leads categories to their path with the suggested filter', () => {
    expect(
      suggestionUrl({
        type: 'category',
        name: 'Blaue Kleider',
        target: '/mode/damen-kleider?searchColor=blau',
      }),
    ).toBe(
      '/mode/damen-kleider?searchColor=blau&searchOrigin=searchField&suggestionType=category&suggestion=Blaue+Kleider',
    );
  });

  it('leads terms and brands to the search page', () => {
    expect(suggestionUrl({ type: 'brand', name: 'Lindgard' })).toBe(
      '/search?q=Lindgard&searchOrigin=searchField&suggestionType=brand&suggestion=Lindgard',
    );
    expect(suggestionUrl({ type: 'term', name: 'Strickjacke' })).toContain('/search?q=Strickjacke');
  });
});
