import { describe, expect, it } from 'vitest';
import { isServerMethod, isStaticFilePath, namesObjectProperty } from './server-methods';

describe('what the shop server answers before Next.js', () => {
  it('takes the methods of the web and of its APIs, not TRACE or WebDAV', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])
      expect(isServerMethod(method), method).toBe(true);
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'get', 'CONNECT'])
      expect(isServerMethod(method), method).toBe(false);
  });

  it('knows the files Next.js serves as they are, not pages or route handlers', () => {
    for (const path of [
      '/_next/static/chunks/a.css',
      '/_next/static/media/x.woff2',
      '/icons/category/c-sale.svg',
      '/favicon.ico',
    ])
      expect(isStaticFilePath(path), path).toBe(true);
    for (const path of [
      '/',
      '/mode/damen-kleider',
      '/p/123456',
      '/robots.txt',
      '/sitemap.xml',
      '/icon.svg',
      '/scanner/zxing-reader.wasm',
      '/_next/image',
    ])
      expect(isStaticFilePath(path), path).toBe(false);
  });

  it('finds path segments that name a property of every object', () => {
    for (const path of [
      '/cms/api/__proto__',
      '/cms/api/constructor',
      '/cms/api/pages/toString',
      '/cms/api/%5F%5Fproto%5F%5F',
      '/cms/api/%63onstructor',
    ])
      expect(namesObjectProperty(path), path).toBe(true);
    for (const path of ['/cms/api/pages', '/cms/api/pages/12', '/cms/api/proto'])
      expect(namesObjectProperty(path), path).toBe(false);
  });
});
