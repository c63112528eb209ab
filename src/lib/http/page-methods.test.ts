import { describe, expect, it } from 'vitest';
import { isMethodRefusedByPage, isRouteHandlerPath } from './page-methods';

describe('isRouteHandlerPath', () => {
  it('takes the app’s route handlers for route handlers (route-methods.test.ts checks the list)', () => {
    for (const route of [
      '/robots.txt',
      '/cms/api/pages/1',
      '/api/chat',
      '/customer/invoices/1/pdf',
      '/icon.svg',
    ])
      expect(isRouteHandlerPath(route), route).toBe(true);
  });

  it('takes pages for pages', () => {
    for (const page of [
      '/',
      '/mode/damen-hosen',
      '/p/179370',
      '/customer/invoices',
      '/customer/login',
      '/content/agb',
      '/webview/mode',
      '/apis',
      '/imagery',
      '/admin',
    ])
      expect(isRouteHandlerPath(page), page).toBe(false);
  });
});

describe('isMethodRefusedByPage', () => {
  it('refuses PUT, PATCH, DELETE and OPTIONS on pages, not GET, HEAD or POST', () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'])
      expect(isMethodRefusedByPage(method, '/mode/damen-hosen'), method).toBe(true);
    for (const method of ['GET', 'HEAD', 'POST'])
      expect(isMethodRefusedByPage(method, '/mode/damen-hosen')).toBe(false);
  });

  it('leaves route handlers their own methods', () => {
    expect(isMethodRefusedByPage('DELETE', '/cms/api/pages/1')).toBe(false);
    expect(isMethodRefusedByPage('DELETE', '/api/operator/bounces')).toBe(false);
  });
});
