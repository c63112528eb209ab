import { ROUTE_HANDLERS } from './route-methods';

/**
 * Which HTTP methods a page takes. Pages answer GET and HEAD; POST reaches them as a server action
 * (Next-Action header) or as a form sent before the page's scripts ran (rendered again, as GET).
 * Any other method (PUT, PATCH, DELETE, OPTIONS, …) on a page is refused with 405 by the proxy;
 * route handlers answer their own methods.
 */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;

/** A path answered by a route handler (src/app/**\/route.ts), not by a page. */
export function isRouteHandlerPath(pathname: string): boolean {
  return ROUTE_HANDLERS.some((route) => route.path.test(pathname));
}

/** A method a page does not take, on a page's path. */
export function isMethodRefusedByPage(method: string, pathname: string): boolean {
  return !(PAGE_METHODS as readonly string[]).includes(method) && !isRouteHandlerPath(pathname);
}
