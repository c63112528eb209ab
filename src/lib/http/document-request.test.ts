import { describe, expect, it } from 'vitest';
import { isDocumentRequest } from './document-request';

describe('isDocumentRequest', () => {
  it('is true for a page the browser or the page cache loads', () => {
    expect(isDocumentRequest('GET', new Headers({ accept: 'text/html,application/xhtml+xml' }))).toBe(true);
    expect(isDocumentRequest('HEAD', new Headers())).toBe(true);
  });

  it('is false for the client router: navigations, refreshes, prefetches and server actions', () => {
    expect(isDocumentRequest('GET', new Headers({ RSC: '1' }))).toBe(false);
    expect(isDocumentRequest('GET', new Headers({ rsc: '1', 'next-router-prefetch': '1' }))).toBe(false);
    expect(isDocumentRequest('GET', new Headers({ 'next-router-state-tree': '%5B%22%22%5D' }))).toBe(false);
    expect(isDocumentRequest('POST', new Headers({ 'next-action': 'abc', accept: 'text/x-component' }))).toBe(
      false,
    );
    expect(isDocumentRequest('GET', new Headers({ accept: 'text/x-component' }))).toBe(false);
  });

  it('is false for a form posted to a page (its answer may be a payload)', () => {
    expect(isDocumentRequest('POST', new Headers({ accept: 'text/html' }))).toBe(false);
  });
});
