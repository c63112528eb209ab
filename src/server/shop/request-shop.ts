import type { ShopConfig } from '@/lib/shop/shop';
import {
  originOf,
  originsOf,
  parseShopHosts,
  resolveShop,
  type ShopHosts,
  type ShopResolution,
} from '@/lib/shop/resolve-shop';
import { isRenderRequest } from '@/server/page-cache/render-secret';

type HeaderSource = { get(name: string): string | null };

const holder = globalThis as unknown as { __shopHosts?: ShopHosts };

/** SHOP_HOSTS, parsed once per process (validated by `npm start`). */
export function shopHosts(): ShopHosts {
  return (holder.__shopHosts ??= parseShopHosts(process.env.SHOP_HOSTS));
}

/**
 * The host a request was made for. X-Forwarded-Host counts only from the page cache's own render
 * requests and, with TRUST_PROXY=1, from the configured reverse proxy; otherwise the Host header.
 */
export function requestHost(headers: HeaderSource, url?: string): string | null {
  // a proxy appends to what the client sent: the last entry is the one the trusted proxy wrote
  const forwarded = headers.get('x-forwarded-host')?.split(',').at(-1)?.trim();
  if (forwarded && (isRenderRequest(headers) || process.env.TRUST_PROXY === '1')) return forwarded;
  // HTTP/1.1 requests always carry Host; a request built in-process (tests, the app calling its
  // own API handler) names its host in its URL only
  return headers.get('host') ?? (url ? hostOfUrl(url) : null);
}

function hostOfUrl(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

export function shopOfRequest(headers: HeaderSource, url?: string): ShopResolution {
  return resolveShop(requestHost(headers, url), shopHosts());
}

/** The shop's public origin: configured, or its local address; never the request's Host. */
export function originOfShop(shop: ShopConfig): string {
  return originOf(shop, shopHosts(), process.env.PORT ?? 3000);
}

/** Whether an Origin header names one of the shop's own origins (scheme, host and port). */
export function isShopOrigin(shop: ShopConfig, origin: string | null): boolean {
  if (!origin || origin === 'null') return false;
  let normalised: string;
  try {
    normalised = new URL(origin).origin;
  } catch {
    return false;
  }
  return originsOf(shop, shopHosts(), process.env.PORT ?? 3000).includes(normalised);
}
