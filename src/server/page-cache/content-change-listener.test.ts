import { describe, expect, it } from 'vitest';
import { categoryIndexFor } from '@/server/catalog/category-index';
import { RECONNECTED } from './catalog-change-listener';
import { contentPathMatcher } from './content-change-listener';

describe('which cached pages a content change drops', () => {
  it('drops the changed page only', () => {
    const matches = contentPathMatcher('content/kundenservice/faq')!;
    expect(matches('/content/kundenservice/faq')).toBe(true);
    expect(matches('/content/kundenservice')).toBe(false);
    expect(matches('/mode')).toBe(false);
  });

  it('drops every editorial page and listing for a modal or an image, and every page after a reconnect', () => {
    const matches = contentPathMatcher('*')!;
    expect(['/content/agb', '/inspiration/x', '/outfit/y'].every(matches)).toBe(true);
    // listing entries' banners show modals and images
    expect(matches('/mode/damenmode')).toBe(true);
    expect(matches('/p/123456')).toBe(false);
    expect(matches('/search')).toBe(false);
    expect(['/', '/mode/damenmode', '/p/123456'].every(contentPathMatcher(RECONNECTED)!)).toBe(true);
  });

  it('drops a category’s listing in every language, with any query', () => {
    const id = categoryIndexFor('de-AT').byPath('/mode/damen-kleider')!.id;
    const french = categoryIndexFor('fr-CH').byId(id)!.path;
    const matches = contentPathMatcher(`listing/${id}`)!;
    expect(matches('/mode/damen-kleider')).toBe(true);
    expect(matches(french)).toBe(true);
    expect(matches('/mode')).toBe(false);
    expect(contentPathMatcher('listing/Not Valid')).toBeNull();
  });

  it('drops the home page of every shop for a home page change', () => {
    const matches = contentPathMatcher('home')!;
    expect(matches('/')).toBe(true);
    expect(matches('/content/agb')).toBe(false);
    expect(contentPathMatcher('*')!('/')).toBe(true);
  });

  it('drops every page when the footer, global content or an error page changes', () => {
    expect(contentPathMatcher('frame')!('/p/123456')).toBe(true);
    expect(contentPathMatcher('errors')!('/mode')).toBe(true);
    expect(contentPathMatcher('size-tables')!('/p/123456')).toBe(true);
    expect(contentPathMatcher('size-tables')!('/mode')).toBe(false);
  });

  it('drops the home page and the listings when a targeting trigger changes', () => {
    const matches = contentPathMatcher('targeting')!;
    expect(matches('/')).toBe(true);
    expect(matches('/mode')).toBe(true);
    expect(matches('/p/123456')).toBe(false);
  });

  it('drops every listing and the home page, nothing else, when a listing entry or promotion changes', () => {
    const matches = contentPathMatcher('listings')!;
    expect(['/', '/mode', '/mode/damen-kleider', '/wohnen/moebel'].every(matches)).toBe(true);
    expect(['/p/123456', '/content/agb', '/search', '/basket'].some(matches)).toBe(false);
  });

  it('ignores what no trigger sends', () => {
    expect(contentPathMatcher('mode/damenmode')).toBeNull();
    expect(contentPathMatcher('')).toBeNull();
  });
});
