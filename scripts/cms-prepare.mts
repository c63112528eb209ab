/**
 * Prepares the CMS on the database of DATABASE_URL (run by the start scripts after the shop's own
 * migrations, in a process of its own): applies the CMS's committed migrations, creates the first
 * admin when there is no editor yet, and adds the demo content that is missing. Under an advisory
 * lock, so that nodes starting at once prepare one after the other.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { getPayload } from 'payload';
import configPromise from '../src/cms/payload.config.mts';
import { migrations } from '../src/cms/migrations/index.mts';
import { seedContent } from '../src/cms/seed/seed-content';

/** key of the advisory lock ("shopcms" as a number) */
const CMS_LOCK = 0x73686f70636d73n.toString();

const lock = new pg.Client({ connectionString: process.env.DATABASE_URL });
await lock.connect();
await lock.query('select pg_advisory_lock($1)', [CMS_LOCK]);
try {
  const payload = await getPayload({ config: await configPromise });
  await payload.db.migrate({ migrations: migrations as never });
  await ensureFirstAdmin(payload);
  // shops are seeded side by side: their catalogue questions take turns on the one client
  let turn: Promise<unknown> = Promise.resolve();
  const serial = <T,>(ask: () => Promise<T>): Promise<T> => {
    const answer = turn.then(ask);
    turn = answer.catch(() => undefined);
    return answer;
  };
  const added = await seedContent(payload, {
    productsOfTypes: (types, count) =>
      serial(async () => {
        const { rows } = await lock.query<{ id: string }>(
          `select distinct on (s.product_type) p.id from products p join styles s on s.master_key = p.master_key
          where s.product_type = any($1) and not p.outsold order by s.product_type, p.id`,
          [types],
        );
        return rows.map((row) => row.id).slice(0, count);
      }),
    categoryOfType: (type) =>
      serial(async () => {
        const { rows } = await lock.query<{ category_id: string }>(
          // the category made mostly of this type (Kleider rather than Sale or a whole department)
          `select sc.category_id from style_categories sc join styles s on s.master_key = sc.master_key
          group by sc.category_id having count(*) filter (where s.product_type = $1) >= 6
          order by count(*) filter (where s.product_type = $1)::float / count(*) desc, count(*) desc,
                   sc.category_id limit 1`,
          [type],
        );
        return rows[0]?.category_id ?? null;
      }),
  });
  if (added > 0) console.log(`CMS: added ${added} demo content entries`);
  await payload.destroy();
} finally {
  await lock.query('select pg_advisory_unlock($1)', [CMS_LOCK]).catch(() => undefined);
  await lock.end();
}
process.exit(0);

/**
 * The first admin: CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD when set, else admin@shop.local with a
 * generated password printed once (change it in the admin under "Account").
 */
async function ensureFirstAdmin(payload: Awaited<ReturnType<typeof getPayload>>) {
  const { totalDocs } = await payload.count({ collection: 'editors', overrideAccess: true });
  if (totalDocs > 0) return;
  const email = process.env.CMS_ADMIN_EMAIL?.trim() || 'admin@shop.local';
  const given = process.env.CMS_ADMIN_PASSWORD?.trim();
  const password = given || randomBytes(12).toString('base64url');
  await payload.create({
    collection: 'editors',
    overrideAccess: true,
    data: { email, password, name: 'Admin', roles: ['admin'] },
  });
  console.log(
    given
      ? `CMS: first admin ${email} created with CMS_ADMIN_PASSWORD (log in at /admin)`
      : `CMS: first admin created – log in at /admin as ${email} with the password ${password} (shown once)`,
  );
}
