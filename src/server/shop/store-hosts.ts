import { hostName } from '@/lib/shop/resolve-shop';

const holder = globalThis as unknown as { __storeHosts?: ReadonlySet<string> };

/**
 * STORE_HOSTS: hosts (of shops configured in SHOP_HOSTS) that only in-store displays use; every page
 * there runs the store runtime and the display's idle reset (spec storefront S1; links carry
 * store=1 there too, as the spec has them in the store runtime). Comma-separated.
 */
export function storeHosts(): ReadonlySet<string> {
  return (holder.__storeHosts ??= new Set(
    (process.env.STORE_HOSTS ?? '')
      .split(',')
      .map((host) => hostName(host.trim()))
      .filter((host): host is string => host !== null),
  ));
}

/** Whether a request's host is one of the in-store displays' hosts. */
export function isStoreHost(host: string | null | undefined): boolean {
  const name = hostName(host);
  return name !== null && storeHosts().has(name);
}
