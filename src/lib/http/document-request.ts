/**
 * Whether a request is answered with an HTML document (a page the browser or the page cache loads)
 * rather than a payload for the client router (a navigation, a prefetch, a refresh, a server
 * action's answer, each marked by Next.js's headers). Read by the proxy, which sees those headers:
 * Next.js hides them from the app's own `headers()`.
 */
export function isDocumentRequest(method: string, requestHeaders: Headers): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (requestHeaders.has('rsc') || requestHeaders.has('next-action')) return false;
  if (requestHeaders.has('next-router-prefetch') || requestHeaders.has('next-router-state-tree'))
    return false;
  return !(requestHeaders.get('accept') ?? '').includes('text/x-component');
}
