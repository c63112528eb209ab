import 'server-only';
import { headers } from 'next/headers';

/**
 * The shop's public origin for absolute URLs (JSON-LD, sitemaps): SHOP_ORIGIN when set, else the
 * request's host (sister shops run on their own hosts).
 */
export async function shopOrigin(): Promise<string> {
  const configured = process.env.SHOP_ORIGIN?.replace(/\/+$/, '');
  if (configured) return configured;
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost:3000';
  const proto =
    h.get('x-forwarded-proto') ??
    (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https');
  return `${proto}://${host}`;
}
