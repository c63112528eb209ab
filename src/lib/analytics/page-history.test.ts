import { describe, expect, it } from 'vitest';
import { notePage, previousPage } from './page-history';

describe('page history of a visit', () => {
  it('names the page before, also while the new page’s own effects run first', () => {
    expect(previousPage('/mode')).toBeNull();
    notePage('/mode');
    // the product page tracks its view before the layout notes it
    expect(previousPage('/p/222286')).toBe('/mode');
    notePage('/p/222286');
    expect(previousPage('/p/222286')).toBe('/mode');
    notePage('/p/222286');
    expect(previousPage('/p/222286')).toBe('/mode');
  });

  it('keeps the query the previous page had; a filter on the same page is no new page', () => {
    notePage('/mode/damen-kleider', '?searchOrigin=searchField&searchTerm=kleid');
    notePage('/mode/damen-kleider', '?searchOrigin=searchField&searchTerm=kleid&searchColor=rot');
    expect(previousPage('/p/111111')).toBe(
      '/mode/damen-kleider?searchOrigin=searchField&searchTerm=kleid&searchColor=rot',
    );
    notePage('/p/111111', '');
    expect(previousPage('/p/111111')).toBe(
      '/mode/damen-kleider?searchOrigin=searchField&searchTerm=kleid&searchColor=rot',
    );
  });
});
