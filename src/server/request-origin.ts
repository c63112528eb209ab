/**
 * The public origin of a request, for links in mails: SHOP_ORIGIN when set, else the forwarded or
 * direct host (sister shops run on their own hosts).
 */
export function requestOrigin(request: Request): string {
  const configured = process.env.SHOP_ORIGIN?.replace(/\/+$/, '');
  if (configured) return configured;
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  const proto = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

/** The client address for throttling: the first X-Forwarded-For entry (set by the load balancer). */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'direct';
}
