import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { refusedRouteMethod, ROUTE_HANDLERS } from './route-methods';

const APP = path.join(__dirname, '../../app');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

/** Every route file: a path it answers (groups dropped, segments filled in) and what it exports. */
function routeFiles(): { sample: string; exported: string[] }[] {
  return readdirSync(APP, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)route\.tsx?$/.test(file))
    .map((file) => {
      const source = readFileSync(path.join(APP, file), 'utf8');
      const declared = [...source.matchAll(/export (?:async )?(?:function|const) ([A-Z]+)\b/g)].map(
        (m) => m[1],
      );
      const renamed = [...source.matchAll(/\bas ([A-Z]+)\b/g)].map((m) => m[1]);
      const sample =
        '/' +
        path
          .dirname(file)
          .split(path.sep)
          .filter((segment) => !/^\(.*\)$/.test(segment))
          .map((segment) => (segment.startsWith('[...') ? 'a/b' : segment.startsWith('[') ? 'x1' : segment))
          .join('/');
      return {
        sample,
        exported: [...declared, ...renamed].filter((m) => METHODS.includes(m!)).sort() as string[],
      };
    });
}

describe('ROUTE_HANDLERS', () => {
  it('lists every route file with the methods it exports (a new route or method fails here)', () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(10);
    for (const { sample, exported } of files) {
      const routes = ROUTE_HANDLERS.filter((route) => route.path.test(sample));
      expect(routes.length, sample).toBe(1);
      const methods = routes[0]!.methods;
      if (methods === 'own')
        expect(exported, sample).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
      else expect(exported, sample).toEqual([...methods].sort());
    }
  });
});

/** Next.js's metadata files (served by a GET handler of their own): the app's paths for them. */
function metadataFiles(): string[] {
  const convention =
    /^(?:favicon\.ico|(?:icon|apple-icon|opengraph-image|twitter-image)\.\w+|manifest\.(?:json|webmanifest))$/;
  return readdirSync(APP, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && convention.test(entry.name))
    .map(
      (entry) =>
        '/' + path.relative(APP, path.join(entry.parentPath, entry.name)).replace(/\([^)]*\)\//g, ''),
    );
}

describe('metadata files', () => {
  it('are listed as GET routes', () => {
    const files = metadataFiles();
    expect(files).toContain('/icon.svg');
    for (const file of files)
      expect(refusedRouteMethod('PUT', file), file).toEqual(['GET', 'HEAD', 'OPTIONS']);
  });
});

describe('refusedRouteMethod', () => {
  it('names what a route takes when asked with another method', () => {
    expect(refusedRouteMethod('PUT', '/robots.txt')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(refusedRouteMethod('GET', '/api/operator/bounces')).toEqual(['POST', 'DELETE', 'OPTIONS']);
    expect(refusedRouteMethod('DELETE', '/image/abc-0')).toEqual(['GET', 'HEAD', 'OPTIONS']);
  });

  it('lets through what a route takes, the routes that answer every method, and pages', () => {
    expect(refusedRouteMethod('GET', '/robots.txt')).toBeNull();
    expect(refusedRouteMethod('HEAD', '/sitemap.xml')).toBeNull();
    expect(refusedRouteMethod('OPTIONS', '/brand/1')).toBeNull();
    expect(refusedRouteMethod('DELETE', '/api/operator/bounces')).toBeNull();
    expect(refusedRouteMethod('PATCH', '/cms/api/pages/1')).toBeNull();
    expect(refusedRouteMethod('PUT', '/graphql')).toBeNull();
    expect(refusedRouteMethod('PUT', '/mode/damen-hosen')).toBeNull();
  });
});
