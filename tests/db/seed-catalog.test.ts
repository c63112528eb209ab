import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidEan13 } from '@/lib/ean';
import { createCategoryIndex } from '@/lib/category/tree';
import { CATEGORY_TREE } from '@/server/catalog/category-tree-data';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { testDatabases } from '../support/test-databases';

const STYLES = 600;

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

describe.each(testDatabases())('demo assortment on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;

  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('seeds the requested number of products with colours and sizes, and reports progress', async () => {
    const progress: number[] = [];
    const result = await seedCatalog(handle.db, STYLES, (done) => progress.push(done));
    expect(result.seeded).toBe(true);
    expect(result.styles).toBe(STYLES);
    expect(result.products).toBeGreaterThan(STYLES);
    expect(result.variants).toBeGreaterThan(result.products);
    expect(progress.at(-1)).toBe(STYLES);
    const [count] = rows<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from styles`));
    expect(count?.n).toBe(STYLES);
  });

  it('does not seed again when the same assortment is present', async () => {
    const again = await seedCatalog(handle.db, STYLES);
    expect(again.seeded).toBe(false);
    const [count] = rows<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from styles`));
    expect(count?.n).toBe(STYLES);
  });

  it('fills every visible leaf category', async () => {
    const index = createCategoryIndex(CATEGORY_TREE);
    const filled = new Set(
      rows<{ category_id: string }>(
        await handle.db.execute(sql`select distinct category_id from style_categories`),
      ).map((r) => r.category_id),
    );
    const empty = index
      .visibleLeaves()
      .filter((leaf) => leaf.productType && !filled.has(leaf.id))
      .map((leaf) => leaf.path);
    expect(empty).toEqual([]);
  });

  it('gives every colour a 6-digit id, and every variant a valid EAN and a real size', async () => {
    const products = rows<{ id: string }>(await handle.db.execute(sql`select id from products`));
    expect(products.every((p) => /^\d{6}$/.test(p.id))).toBe(true);
    const variants = rows<{ ean: string; size_label: string; promotion: string }>(
      await handle.db.execute(sql`select ean, size_label, promotion from variants`),
    );
    expect(variants.every((v) => isValidEan13(v.ean))).toBe(true);
    expect(variants.every((v) => /^\d{3}$/.test(v.promotion))).toBe(true);
    const sizes = new Set(variants.map((v) => v.size_label));
    for (const expected of ['38', 'M', 'Einheitsgröße', '90x200 cm']) expect(sizes).toContain(expected);
    expect([...sizes].some((s) => /^(75|80|85|90|95)[A-E]$/.test(s))).toBe(true);
  });

  it('has every availability state, low stock and sold-out variants, and three free gifts to choose from', async () => {
    const states = rows<{ availability_state: string }>(
      await handle.db.execute(sql`select distinct availability_state from variants`),
    ).map((r) => r.availability_state);
    expect(states.sort()).toEqual(['available', 'delayed', 'outOfStock', 'outsold']);
    const [low] = rows<{ n: number }>(
      await handle.db.execute(
        sql`select count(*)::int as n from variants where availability_state = 'available' and stock between 1 and 3`,
      ),
    );
    expect(low?.n).toBeGreaterThan(0);
    const [gifts] = rows<{ n: number }>(
      await handle.db.execute(
        sql`select count(*)::int as n from styles where is_free_gift and quantity_limit = 1`,
      ),
    );
    expect(gifts?.n).toBe(3);
  });

  it('marks mattresses for the disposal service, coats with heat degrees and lamps with energy classes', async () => {
    const [disposal] = rows<{ n: number }>(
      await handle.db.execute(
        sql`select count(*)::int as n from styles where product_type in ('mattress', 'slattedframe') and not disposal_service_product`,
      ),
    );
    expect(disposal?.n).toBe(0);
    const [heat] = rows<{ n: number }>(
      await handle.db.execute(
        sql`select count(*)::int as n from styles where product_type in ('jacket','coat') and heat_degree is null`,
      ),
    );
    expect(heat?.n).toBe(0);
    const [eec] = rows<{ n: number }>(
      await handle.db.execute(
        sql`select count(*)::int as n from styles where product_type = 'lamp' and energy_efficiency_class is null`,
      ),
    );
    expect(eec?.n).toBe(0);
    const [freight] = rows<{ n: number }>(
      await handle.db.execute(
        sql`select count(*)::int as n from variants where deliverability_forwarding_agent`,
      ),
    );
    expect(freight?.n).toBeGreaterThan(0);
  });
});
