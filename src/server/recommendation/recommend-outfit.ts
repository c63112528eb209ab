import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/server/db/rows';
import type { PlacementContext } from './placement-context';
import type { RecoCandidate } from './reco-outputs';
import { categoriesOf, requestSubject } from './style-keys';

/**
 * The outfit (storefront S1, PDP position 1): the other parts of the looks the style belongs to
 * (seeded looks and the editors' outfit pages), then what shoppers bought together with it from
 * other categories (a jacket to the dress, not a second dress).
 */
export async function recommendOutfit(context: PlacementContext): Promise<RecoCandidate[]> {
  const subject = await requestSubject(context);
  if (!subject) return [];
  const key = subject.masterKey;
  const members = rowsOf<{ outfit_id: number; master_key: string }>(
    await context.db.execute(sql`
      select o2.outfit_id, o2.master_key from reco_outfits o1
        join reco_outfits o2 on o2.outfit_id = o1.outfit_id and o2.master_key <> o1.master_key
       where o1.master_key = ${key}
       order by o2.outfit_id, o2.position limit 48`),
  );
  const out: RecoCandidate[] = members.map((m) => ({
    masterKey: m.master_key,
    reason: 'outfit',
    source: key,
    outfitId: Number(m.outfit_id),
  }));
  const coBuy = (await context.lists.read(context.shop.code, 'coBuy', [key])).get(key);
  if (coBuy) {
    const categories = await categoriesOf(context.db, coBuy.targets);
    const own = subject.category;
    for (const target of coBuy.targets)
      if (categories.get(target) !== own) out.push({ masterKey: target, reason: 'coBought', source: key });
  }
  const seen = new Set([key]);
  return out.filter((c) => !seen.has(c.masterKey) && seen.add(c.masterKey));
}
