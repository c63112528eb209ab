import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMethodRefusedByPage, isRouteHandlerPath } from './page-methods';

const APP = path.join(__dirname, '../../app');

/** A path each route handler of the app answers: groups dropped, segments filled in. */
function routeHandlerSamples(): string[] {
  const files = readdirSync(APP, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /(^|\/)route\.tsx?$/.test(f),
  );
  return files.map(
    (file) =>
      '/' +
      path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => !/^\(.*\)$/.test(segment))
        .map((segment) => (segment.startsWith('[...') ? 'a/b' : segment.startsWith('[') ? 'x1' : segment))
        .join('/'),
  );
}

describe('isRouteHandlerPath', () => {
  it('knows every route handler of the app (a new one outside these paths fails here)', () => {
    const samples = routeHandlerSamples();
    expect(samples.length).toBeGreaterThan(10);
    expect(samples.filter((sample) => !isRouteHandlerPath(sample))).toEqual([]);
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
