import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { openDatabase } from '@/server/db/client';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { openTestDatabase } from '../support/test-databases';

/** A fingerprint of everything the seed writes (seeding time excluded). */
async function fingerprint(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<string> {
  const result = (await db.execute(sql`
    select md5(
      -- updated_at is when the row was written (the sitemap's lastmod), not catalogue content
      (select string_agg((to_jsonb(s) - 'updated_at')::text, '|' order by master_key) from styles s) ||
      (select string_agg((to_jsonb(p) - 'updated_at')::text, '|' order by id) from products p) ||
      (select string_agg((to_jsonb(v) - 'reduced_since')::text, '|' order by id, promotion) from variants v) ||
      (select string_agg(a::text, '|' order by master_key, key) from style_attributes a) ||
      (select string_agg(c::text, '|' order by category_id, master_key) from style_categories c)
    ) as hash`)) as unknown as { rows: { hash: string }[] };
  return result.rows[0]!.hash;
}

describe('demo assortment determinism', () => {
  it('writes exactly the same catalogue on two machines', async () => {
    const hashes: string[] = [];
    for (let run = 0; run < 2; run++) {
      const handle = await openTestDatabase();
      await seedCatalog(handle.db, 150);
      hashes.push(await fingerprint(handle.db));
      await handle.dispose();
    }
    expect(hashes[0]).toBe(hashes[1]);
  });

  it('replaces the catalogue when the requested size changes', async () => {
    const handle = await openTestDatabase();
    await seedCatalog(handle.db, 120);
    const second = await seedCatalog(handle.db, 80);
    expect(second.seeded).toBe(true);
    const rows = (await handle.db.execute(sql`select count(*)::int as n from styles`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows[0]!.n).toBe(80);
    await handle.dispose();
  });

  it('refuses a size outside 1–200,000', async () => {
    const handle = await openTestDatabase();
    await expect(seedCatalog(handle.db, 0)).rejects.toThrow(/SEED_PRODUCTS/);
    await expect(seedCatalog(handle.db, 200_001)).rejects.toThrow(/SEED_PRODUCTS/);
    await handle.dispose();
  });
});
