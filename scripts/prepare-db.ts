/**
 * Applies the migrations and seeds the demo assortment, voucher codes and demo customers when they
 * are missing, on the database at `url`, then prepares the CMS (its migrations, first admin, content). Used by `npm start`, `npm run dev` and `npm run seed`.
 */
import { openDatabase } from '../src/server/db/client';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { rowsOf } from '../src/server/db/rows';
import { seedCatalog, type SeedProgress, type SeedResult } from '../src/server/db/seed/seed-catalog';
import { seedDemoCustomers } from '../src/server/db/seed/seed-demo-customers';
import { seedVouchers } from '../src/server/db/seed/seed-vouchers';
import { seedRecoHistory } from '../src/server/db/seed/seed-reco-history';
import { runRecoJob } from '../src/server/recommendation/schedule-reco-jobs';
import { readStartEnv } from './env';
import { prepareCms } from './prepare-cms';

/** The environment the app's processes need besides DATABASE_URL (the CMS's secret). */
export interface AppEnv {
  PAYLOAD_SECRET: string;
}

/** The demo assortment of that size, or none with SEED_PRODUCTS=0 (an operator's own catalogue is never replaced). */
async function demoCatalog(db: Database, size: number, onProgress: SeedProgress): Promise<SeedResult> {
  if (size > 0) return seedCatalog(db, size, onProgress);
  const [present] = rowsOf<{ styles: number; products: number; variants: number; demo: boolean }>(
    await db.execute(sql`select (select count(*) from styles)::int as styles, (select count(*) from products)::int as products,
                                (select count(*) from variants)::int as variants, exists (select from seed_state) as demo`),
  );
  // a demo assortment from before stays (as it is) until a catalogue is imported over it
  const { demo, ...counts } = present!;
  return { seeded: false, own: !demo, durationMs: 0, ...counts };
}

/** Prepares the database at `url`; returns the app's environment. */
export async function prepareDatabase(url: string): Promise<AppEnv> {
  const env = readStartEnv();
  const handle = await openDatabase({ url });
  try {
    await handle.migrate();
    let lastPercent = -1;
    const result = await demoCatalog(handle.db, env.SEED_PRODUCTS, (done, total) => {
      const percent = Math.floor((done / total) * 100);
      if (percent !== lastPercent && (percent % 5 === 0 || done === total)) {
        lastPercent = percent;
        console.log(
          `Seeding demo assortment: ${done.toLocaleString('de-AT')} / ${total.toLocaleString('de-AT')} products (${percent}%)`,
        );
      }
    });
    await seedVouchers(handle.db);
    const customers = await seedDemoCustomers(handle.db);
    if (customers > 0) console.log(`Seeded ${customers} demo customers with their orders and invoices`);
    const history = await seedRecoHistory(handle.db);
    if (history.seeded)
      console.log(
        `Seeded ${history.events.toLocaleString('de-AT')} simulated shopper events and ${history.outfits} looks for the recommendations`,
      );
    // the recommendation lists, built once before the first start (the app keeps them current)
    const started = Date.now();
    const reco = await runRecoJob(handle.db);
    if (reco?.kind === 'rebuild')
      console.log(
        `Built ${reco.lists.toLocaleString('de-AT')} recommendation lists in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    if (result.own)
      console.log(
        `Catalogue: ${result.styles} products, ${result.products} colours, ${result.variants} sizes (your own; the demo seed leaves it alone)`,
      );
    else if (result.seeded) {
      console.log(
        `Seeded ${result.styles} products with ${result.products} colours and ${result.variants} sizes in ${(result.durationMs / 1000).toFixed(1)} s`,
      );
    } else {
      console.log(
        `Demo assortment present: ${result.styles} products, ${result.products} colours, ${result.variants} sizes`,
      );
    }
  } finally {
    await handle.close();
  }
  return prepareCms(url);
}
