import { ROUTE_HANDLERS } from './route-methods';

/**
 * The methods the shop's server takes at all. Node parses more (TRACE, PROPFIND, …), which Next.js
 * cannot turn into a request and answers with a 500 before the proxy sees them: they get a 501.
 */
export const SERVER_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

export function isServerMethod(method: string): boolean {
  return SERVER_METHODS.includes(method);
}

/**
 * Files Next.js serves as they are: the build's assets and the files of public/ (an extension, no
 * route handler's path; no page has one). They take GET and HEAD (and OPTIONS, answered by the
 * shop's server): Next.js answered other methods, and a Range it cannot satisfy, with a 500.
 */
export function isStaticFilePath(pathname: string): boolean {
  if (pathname.startsWith('/_next/static/')) return true;
  return /\.[a-z0-9]+$/i.test(pathname) && !ROUTE_HANDLERS.some((route) => route.path.test(pathname));
}

const OBJECT_PROPERTIES = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * A path with a segment that names a property every object has (`__proto__`, `constructor`,
 * `toString`): the CMS API looks its first segments up in plain objects and fails with a 500 on them.
 */
export function namesObjectProperty(pathname: string): boolean {
  // as the route reads its segments: decoded (`%5F%5Fproto%5F%5F`)
  return pathname.split('/').some((segment) => OBJECT_PROPERTIES.has(decoded(segment)));
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
