/**
 * One value per process under `key`, kept on globalThis. Next.js builds the app's pages and its
 * route handlers as separate bundles, each with its own instance of a shared module, so a
 * module-level cache exists once per bundle: the heap of a worker after the capacity run held the
 * listing's facet results twice (issue 21). Caches that pages and API answers both fill live here.
 */
const holder = globalThis as unknown as { __shopProcessWide?: Map<string, unknown> };

export function processWide<T>(key: string, create: () => T): T {
  const values = (holder.__shopProcessWide ??= new Map<string, unknown>());
  if (!values.has(key)) values.set(key, create());
  return values.get(key) as T;
}
