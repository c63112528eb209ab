import { sql } from 'drizzle-orm';
import { SHOPS } from '@/lib/shop/shops';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { simulateOutfits, simulateSessions, simulatedShoppers, type SimStyle } from './simulate-shoppers';

/** The family's main shop gets the whole simulation, each sister shop a twentieth of it. */
const MAIN_SHOP = 'lindgard-at';
const SISTER_SHARE = 0.05;
const CHUNK = 5000;

/**
 * Seeds the recommendation service's history (issue 16, decision 0027): the looks (reco_outfits)
 * and a deterministic simulation of shopper sessions (reco_events, simulated) over the last 90
 * days, so that recommendations mean something on the first start. Idempotent: nothing happens when
 * simulated events exist.
 */
export async function seedRecoHistory(
  db: Database,
): Promise<{ seeded: boolean; events: number; outfits: number }> {
  const present = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from reco_events where simulated`),
  )[0]!.n;
  if (present > 0) return { seeded: false, events: present, outfits: 0 };
  const styles = await loadSimStyles(db);
  if (styles.length === 0) return { seeded: false, events: 0, outfits: 0 };
  const outfits = simulateOutfits(styles);
  await db.execute(sql`delete from reco_outfits where outfit_id < 1000000`);
  const outfitRows = outfits.flatMap((o) =>
    o.members.map((masterKey, position) => ({ id: o.outfitId, masterKey, position })),
  );
  for (let i = 0; i < outfitRows.length; i += CHUNK) {
    const rows = outfitRows.slice(i, i + CHUNK);
    await db.execute(sql`insert into reco_outfits (outfit_id, master_key, position)
      select r.id, r.master_key, r.position
        from jsonb_to_recordset(${JSON.stringify(
          rows.map((r) => ({ id: r.id, master_key: r.masterKey, position: r.position })),
        )}::jsonb) as r(id int, master_key text, position smallint)
      on conflict do nothing`);
  }
  const shoppers = simulatedShoppers(styles.length);
  const now = Date.now();
  let total = 0;
  for (const [index, shop] of SHOPS.entries()) {
    const count = shop.code === MAIN_SHOP ? shoppers : Math.round(shoppers * SISTER_SHARE);
    const events = simulateSessions(styles, outfits, { shoppers: count, seed: 1000 + index });
    for (let i = 0; i < events.length; i += CHUNK) {
      const chunk = events.slice(i, i + CHUNK);
      await db.execute(sql`insert into reco_events (shop_code, session_id, kind, master_key, category_id, simulated, created_at)
        select ${shop.code}, e.session_id, e.kind, e.master_key, e.category_id, true, e.created_at
          from jsonb_to_recordset(${JSON.stringify(
            chunk.map((e) => ({
              session_id: e.sessionId,
              kind: e.kind,
              master_key: e.masterKey,
              category_id: e.categoryId,
              created_at: new Date(now - e.ageMs).toISOString(),
            })),
          )}::jsonb) as e(session_id text, kind text, master_key text, category_id text, created_at timestamptz)`);
    }
    total += events.length;
  }
  // fresh statistics: the list queries join these tables right after the seed
  await db.execute(sql`analyze reco_events, reco_outfits`);
  return { seeded: true, events: total, outfits: outfits.length };
}

async function loadSimStyles(db: Database): Promise<SimStyle[]> {
  const rows = rowsOf<{
    master_key: string;
    category: string;
    master_category: string;
    brand_id: string;
    price: number;
    families: string[];
    sort_key: number;
  }>(
    await db.execute(sql`
      select s.master_key, s.primary_category_id as category, s.master_category, s.brand_id, s.sort_key,
             (select min(p.price_min) from products p where p.master_key = s.master_key) as price,
             (select array_agg(p.color_family order by p.color_position) from products p where p.master_key = s.master_key) as families
        from styles s where not s.is_free_gift order by s.master_key`),
  );
  return rows.map((r) => ({
    masterKey: r.master_key,
    category: r.category,
    masterCategory: r.master_category,
    brandId: r.brand_id,
    price: Number(r.price ?? 0),
    families: r.families ?? [],
    sortKey: Number(r.sort_key),
  }));
}
