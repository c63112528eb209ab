/**
 * `npm run crash-drill`: the shop is killed (kill -9 of `npm start`'s process) while shoppers place
 * 1,000 orders over HTTP, then started again on the same data. Reports how long the restart took to
 * the first page and checks the data: every order the shop confirmed is stored, no order is partial
 * (lines missing or totals not adding up), and every size's stock is its stock before the drill
 * minus what the stored orders took. Exits 1 when a check fails. Figures, not a test (issue 21).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import persisted from '../src/graphql/generated/persisted-operations.json';
import { openDatabase } from '../src/server/db/client';
import { embeddedLocation } from '../src/server/db/embedded/embedded-location';
import { rowsOf } from '../src/server/db/rows';
import { orderableSizes, type OrderableSize } from './bench-parts/basket-bench';
import { withSetCookies } from './bench-parts/graphql-call';
import { ADDRESS } from './bench-parts/place-order-bench';

const ORDERS = Number(process.env.DRILL_ORDERS ?? 1000);
const SHOPPERS = 8;
const KILL_AFTER = Math.floor(ORDERS * 0.3);
const port = 3950 + Math.floor(Math.random() * 40);
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-drill-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: String(port),
  SEED_PRODUCTS: process.env.DRILL_PRODUCTS ?? '2000',
  LOG_LEVEL: 'warn',
  // the shoppers all come from this machine: limits as for an office network
  MAX_IN_FLIGHT_PER_CLIENT: '10000',
  LIMIT_MAILS_PER_CLIENT: '100000',
  LIMIT_ORDERS_PER_CLIENT: '100000',
  LIMIT_SESSIONS_PER_CLIENT: '100000',
};

function startShop(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { env, stdio: 'ignore' });
}

async function firstPage(since: number, timeoutMs: number): Promise<number> {
  while (Date.now() - since < timeoutMs) {
    const ok = await fetch(`${origin}/`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the shop did not answer');
}

async function call(name: keyof typeof persisted, variables: unknown, cookie: string | undefined) {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query: persisted[name].query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors || !res.ok) throw new Error(`${name}: ${res.status} ${JSON.stringify(body.errors)}`);
  return { data: body.data!, cookie: withSetCookies(cookie, res.headers.getSetCookie()) };
}

/** One shopper's order: two sizes, address, payment, placeOrder; answers the confirmed order number. */
async function order(sizes: OrderableSize[], key: string): Promise<string> {
  let cookie: string | undefined;
  for (const size of sizes)
    cookie = (
      await call(
        'addToBasket',
        {
          input: {
            productId: size.product_id,
            variantId: size.variant_id,
            promotion: size.promotion,
            locale: 'de-AT',
          },
        },
        cookie,
      )
    ).cookie;
  cookie = (
    await call(
      'setCheckoutAddresses',
      { input: { email: 'drill@example.at', billingAddress: ADDRESS, locale: 'de-AT' } },
      cookie,
    )
  ).cookie;
  cookie = (
    await call('setCheckoutPayment', { input: { paymentMethod: 'invoice', locale: 'de-AT' } }, cookie)
  ).cookie;
  const placed = await call('placeOrder', { input: { idempotencyKey: key, locale: 'de-AT' } }, cookie);
  const answer = placed.data.placeOrder as { orderNumber?: string };
  const number = answer.orderNumber;
  if (!number) throw new Error(`placeOrder answered ${JSON.stringify(answer)}`);
  return number;
}

async function main() {
  let shop = startShop();
  console.log(
    `Crash drill: ${ORDERS} orders by ${SHOPPERS} shoppers, kill -9 after ${KILL_AFTER}; first start seeds…`,
  );
  await firstPage(Date.now(), 600_000);
  const handle = await openDatabase({ url: embeddedLocation(dataDir).url });
  const sizes = await orderableSizes(handle, ORDERS * 2);
  const stockBefore = new Map(
    rowsOf<{ key: string; stock: number }>(
      await handle.db.execute(sql`select id || '|' || promotion as key, stock from variants`),
    ).map((r) => [r.key, r.stock]),
  );

  const confirmed: string[] = [];
  let failedDuringCrash = 0;
  let next = 0;
  let killedAt = 0;
  let restartMs = 0;
  const shopper = async () => {
    while (next < ORDERS) {
      const i = next++;
      const pair = sizes.slice(i * 2, i * 2 + 2);
      if (pair.length < 2) return;
      try {
        confirmed.push(await order(pair, `drill-${i}`));
      } catch {
        // the shop is down: this shopper's order may or may not have been placed; try the next
        failedDuringCrash++;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      if (confirmed.length >= KILL_AFTER && !killedAt) {
        killedAt = Date.now();
        shop.kill('SIGKILL');
        console.log(`kill -9 of the shop after ${confirmed.length} confirmed orders`);
        // the workers end when their primary is gone; the database server stays and is taken over
        await new Promise((resolve) => setTimeout(resolve, 500));
        const restartedAt = Date.now();
        shop = startShop();
        restartMs = await firstPage(restartedAt, 60_000);
        console.log(`started again: first page after ${restartMs} ms`);
      }
    }
  };
  await Promise.all(Array.from({ length: SHOPPERS }, shopper));

  const stored = rowsOf<{ order_number: string; lines: number; total: number }>(
    await handle.db.execute(sql`
      select o.order_number, count(l.position)::int as lines, coalesce(sum(l.line_total_cents), 0)::int as total
        from orders o left join order_lines l on l.order_id = o.id
       where o.email = 'drill@example.at' group by o.id`),
  );
  const storedNumbers = new Set(stored.map((o) => o.order_number));
  const lost = confirmed.filter((n) => !storedNumbers.has(n));
  const partial = stored.filter((o) => o.lines !== 2 || o.total <= 0);
  const taken = new Map<string, number>();
  for (const row of rowsOf<{ key: string; quantity: number }>(
    await handle.db.execute(sql`
      select l.variant_id || '|' || l.promotion as key, sum(l.quantity)::int as quantity
        from order_lines l join orders o on o.id = l.order_id
       where o.email = 'drill@example.at' group by 1`),
  ))
    taken.set(row.key, row.quantity);
  const stockNow = rowsOf<{ key: string; stock: number }>(
    await handle.db.execute(sql`select id || '|' || promotion as key, stock from variants`),
  );
  const wrongStock = stockNow.filter(
    (v) => (stockBefore.get(v.key) ?? 0) - (taken.get(v.key) ?? 0) !== v.stock,
  );
  await handle.close();

  const report = {
    ordersConfirmed: confirmed.length,
    ordersStored: stored.length,
    callsFailedWhileDown: failedDuringCrash,
    restartToFirstPageMs: restartMs,
    lostConfirmedOrders: lost.length,
    partialOrders: partial.length,
    sizesWithWrongStock: wrongStock.length,
  };
  console.log(JSON.stringify(report, null, 2));
  shop.kill('SIGINT');
  await new Promise((resolve) => shop.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  const ok =
    restartMs > 0 &&
    restartMs <= 15_000 &&
    lost.length === 0 &&
    partial.length === 0 &&
    wrongStock.length === 0;
  console.log(ok ? 'Crash drill passed' : 'Crash drill FAILED');
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
});
