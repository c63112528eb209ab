/**
 * The shop's public origin for absolute URLs (links in mails, JSON-LD, sitemaps): SHOP_ORIGIN when
 * set, else the forwarded or direct host of the request (sister shops run on their own hosts).
 */
export function originFromHeaders(headers: { get(name: string): string | null }, url?: URL): string {
  const configured = process.env.SHOP_ORIGIN?.replace(/\/+$/, '');
  if (configured) return configured;
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? url?.host ?? 'localhost:3000';
  const local = host.startsWith('localhost') || host.startsWith('127.');
  const proto =
    headers.get('x-forwarded-proto') ?? url?.protocol.replace(':', '') ?? (local ? 'http' : 'https');
  return `${proto}://${host}`;
}

/** The public origin of a GraphQL or route request. */
export function requestOrigin(request: Request): string {
  return originFromHeaders(request.headers, new URL(request.url));
}

/** The client address for throttling: the first X-Forwarded-For entry (set by the load balancer). */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'direct';
}
