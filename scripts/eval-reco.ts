/**
 * `npm run eval:reco`: offline evaluation of the recommendations (issue 16) on the shop's database
 * (DATABASE_URL, else the embedded server of DATA_DIR, as `npm start` uses it): the history is split
 * by time, and HitRate@10 and NDCG@10 of each placement are printed against a popularity and a
 * random baseline, with the catalogue size. Seeds the simulated history when it is missing.
 * `EVAL_SHOP` names the shop (lindgard-at), `EVAL_CASES` the cases per placement (2000).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { shopByCode } from '../src/lib/shop/shops';
import { openDatabase } from '../src/server/db/client';
import { seedRecoHistory } from '../src/server/db/seed/seed-reco-history';
import { evaluateReco, EVALUATED } from '../src/server/recommendation/evaluate-reco';
import { startDatabaseServer } from './database-server';

async function main() {
  const server = process.env.DATABASE_URL?.trim() ? null : await startDatabaseServer();
  const url = process.env.DATABASE_URL?.trim() || server!.url;
  const handle = await openDatabase({ url });
  try {
    await handle.migrate();
    await seedRecoHistory(handle.db);
    const shop = shopByCode(process.env.EVAL_SHOP ?? 'lindgard-at');
    if (!shop) throw new Error(`unknown shop ${process.env.EVAL_SHOP}`);
    const report = await evaluateReco(handle.db, shop, { maxCases: Number(process.env.EVAL_CASES) || 2000 });
    const pct = (x: number) => `${(x * 100).toFixed(1)} %`.padStart(7);
    console.log(
      `Recommendation evaluation, ${report.shop}: ${report.styles.toLocaleString('en')} styles, ` +
        `${report.trainEvents.toLocaleString('en')} training / ${report.testEvents.toLocaleString('en')} test events ` +
        `(cut at ${report.cutoff}), ${os.cpus().length} cores, ${report.durationMs} ms`,
    );
    console.log('(popular: the most popular products; in category: the most popular of the asked category)');
    for (const metric of ['hitRate', 'ndcg'] as const) {
      console.log(
        `${metric === 'hitRate' ? `HitRate@${report.k}` : `NDCG@${report.k}`.padEnd(10)}           cases    model  popular  in category   random`,
      );
      for (const placement of EVALUATED) {
        const p = report.placements[placement];
        console.log(
          `  ${placement.padEnd(20)} ${String(p.cases).padStart(5)}  ${pct(p.model[metric])}  ${pct(p.popularity[metric])}      ${pct(p.categoryPopularity[metric])}  ${pct(p.random[metric])}`,
        );
      }
    }
    if (process.env.EVAL_OUT) writeFileSync(process.env.EVAL_OUT, JSON.stringify(report, null, 2) + '\n');
  } finally {
    await handle.close();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
