/** The client address for throttling: the first X-Forwarded-For entry (set by the load balancer). */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'direct';
}
