import { describe, expect, it } from 'vitest';
import { isDocumentRequest } from './document-request';

describe('isDocumentRequest', () => {
  it('is true for a page the browser or the page cache loads', () => {
    expect(isDocumentRequest(new Headers({ accept: 'text/html,application/xhtml+xml' }))).toBe(true);
    expect(isDocumentRequest(new Headers())).toBe(true);
  });

  it('is false for the client router: navigations, prefetches and server actions', () => {
    expect(isDocumentRequest(new Headers({ RSC: '1' }))).toBe(false);
    expect(isDocumentRequest(new Headers({ rsc: '1', 'next-router-prefetch': '1' }))).toBe(false);
    expect(isDocumentRequest(new Headers({ 'next-action': 'abc', accept: 'text/x-component' }))).toBe(false);
    expect(isDocumentRequest(new Headers({ accept: 'text/x-component' }))).toBe(false);
  });
});
