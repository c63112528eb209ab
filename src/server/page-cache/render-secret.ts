import { randomUUID } from 'node:crypto';

/**
 * Marks the page cache's own render requests; known only to this server's processes (a render
 * request may reach another worker of the same server, scripts/shop-cluster.ts).
 */
const holder = globalThis as unknown as { __pageCacheSecret?: string };
export const RENDER_SECRET = (holder.__pageCacheSecret ??= process.env.SHOP_RENDER_SECRET || randomUUID());
export const RENDER_HEADER = 'x-page-cache-render';

export function isRenderRequest(headers: { get(name: string): string | null }): boolean {
  return headers.get(RENDER_HEADER) === RENDER_SECRET;
}
