import type { ShopConfig } from './shop';
import { DEFAULT_SHOP_CODE, SHOPS, shopByCode } from './shops';

/**
 * Which shop a request is for, from its host alone (spec customer-and-content S5: an unknown shop code
 * is an error). Every shop answers at `{code}.localhost` (browsers resolve `*.localhost` to loopback)
 * and at the hosts configured in SHOP_HOSTS; the bare `localhost` and loopback addresses answer the
 * default shop. Anything else is unknown: never another shop's content.
 */
export type ShopResolution = { shop: ShopConfig } | { unknownCode: string };

/** `code=https://host,code=https://host` → host → code, and code → origin. */
export interface ShopHosts {
  byHost: ReadonlyMap<string, string>;
  /** the first configured origin of each shop: its public one */
  originByCode: ReadonlyMap<string, string>;
  /** every configured origin of each shop */
  originsByCode: ReadonlyMap<string, readonly string[]>;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Parses SHOP_HOSTS; throws with a clear message on a malformed entry or an unknown code. */
export function parseShopHosts(raw: string | undefined): ShopHosts {
  const byHost = new Map<string, string>();
  const originByCode = new Map<string, string>();
  const originsByCode = new Map<string, string[]>();
  for (const entry of (raw ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const eq = entry.indexOf('=');
    const code = entry.slice(0, eq).trim();
    const value = entry.slice(eq + 1).trim();
    if (eq < 1 || !shopByCode(code))
      throw new Error(`SHOP_HOSTS: '${entry}' does not name a configured shop`);
    let url: URL;
    try {
      url = new URL(value.includes('://') ? value : `https://${value}`);
    } catch {
      throw new Error(`SHOP_HOSTS: '${value}' is not a host or origin`);
    }
    if (url.pathname !== '/' || url.search || url.username)
      throw new Error(`SHOP_HOSTS: '${value}' must be an origin`);
    byHost.set(url.host.toLowerCase(), code);
    if (!originByCode.has(code)) originByCode.set(code, url.origin);
    originsByCode.set(code, [...(originsByCode.get(code) ?? []), url.origin]);
  }
  return { byHost, originByCode, originsByCode };
}

/** The host without its port, lower-cased; null for an empty or malformed Host header. */
export function hostName(host: string | null | undefined): string | null {
  const value = host?.trim().toLowerCase();
  if (!value || value.length > 255) return null;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(value);
  return match?.[1] ?? null;
}

export function resolveShop(host: string | null | undefined, hosts: ShopHosts): ShopResolution {
  const full = host?.trim().toLowerCase() ?? '';
  const configured = hosts.byHost.get(full) ?? hosts.byHost.get(hostName(full) ?? '') ?? null;
  if (configured) return { shop: shopByCode(configured)! };
  const name = hostName(full);
  if (!name) return { unknownCode: full.slice(0, 100) };
  if (LOOPBACK.has(name)) return { shop: shopByCode(DEFAULT_SHOP_CODE)! };
  if (name.endsWith('.localhost')) {
    const code = name.slice(0, -'.localhost'.length);
    const shop = shopByCode(code);
    return shop ? { shop } : { unknownCode: code };
  }
  return { unknownCode: name };
}

/**
 * The shop's public origin for every absolute URL (canonical, hreflang, sitemaps, mail links): the
 * configured one, else its local address. Never the request's Host header.
 */
export function originOf(shop: ShopConfig, hosts: ShopHosts, port: string | number): string {
  const configured = hosts.originByCode.get(shop.code);
  if (configured) return configured;
  const suffix = String(port) === '80' ? '' : `:${port}`;
  return shop.code === DEFAULT_SHOP_CODE
    ? `http://localhost${suffix}`
    : `http://${shop.code}.localhost${suffix}`;
}

export { SHOPS };

/**
 * Every origin a page of the shop can be served from: the configured ones and its local addresses
 * (the default shop also at the bare loopback names). Scheme, host and port all count.
 */
export function originsOf(shop: ShopConfig, hosts: ShopHosts, port: string | number): string[] {
  const suffix = String(port) === '80' ? '' : `:${port}`;
  const local = [`http://${shop.code}.localhost${suffix}`];
  if (shop.code === DEFAULT_SHOP_CODE) for (const name of LOOPBACK) local.push(`http://${name}${suffix}`);
  return [...(hosts.originsByCode.get(shop.code) ?? []), ...local];
}
