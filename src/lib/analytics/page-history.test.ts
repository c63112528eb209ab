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
});
