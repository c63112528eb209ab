import 'server-only';
import { sql } from 'drizzle-orm';
import type { ShopConfig } from '@/lib/shop/shop';
import { catalogTextsFor } from '@/server/catalog/catalog-texts';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { localiseTile } from '@/server/listing/localise-listing';
import { loadTiles, type ProductTile } from '@/server/listing/load-tiles';

/** Parses a content item's product ids ("123456, 234567"): six-digit numbers, at most 12. */
export function productIdsOf(value: string | null | undefined): string[] {
  return [...new Set((value ?? '').split(',').map((id) => id.trim()))]
    .filter((id) => /^\d{6}$/.test(id))
    .slice(0, 12);
}

/**
 * The products a content item names (an outfit's pieces), as tiles in the shop's language, in the
 * editor's order; unknown and sold-out products are left out.
 */
export async function getItemProducts(
  db: Database,
  shop: ShopConfig,
  ids: readonly string[],
): Promise<ProductTile[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ master_key: string }>(
    await db.execute(sql`select p.master_key from unnest(array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]) with ordinality as k(id, ord)
      join products p on p.id = k.id and not p.outsold order by k.ord`),
  );
  const tiles = await loadTiles(db, shop, [...new Set(rows.map((row) => row.master_key))]);
  const texts = catalogTextsFor(shop.locale);
  return tiles.map((tile) => localiseTile(tile, texts));
}
