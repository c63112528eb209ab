import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpired } from '@/server/maintenance/sweep-expired';
import { testDatabases } from '../support/test-databases';

type Rows<T> = { rows: T[] };

describe.each(testDatabases())('sweeping expired rows on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  const exec = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as Rows<T>).rows;
  const count = async (table: string) =>
    (await exec<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

  beforeAll(async () => {
    handle = await target.open();
    const [shopper] = await exec<{ id: string }>(
      sql`insert into shopper_sessions (shop_code) values ('lindgard-at') returning id`,
    );
    const [customer] = await exec<{ id: string }>(sql`
      insert into customers (customer_number, shop_code, email, password_hash, salutation, first_name, last_name, shopper_id)
      values ('1234567', 'lindgard-at', 'sweep@example.at', 'x', 'f', 'Anna', 'Muster', ${shopper!.id}) returning id`);
    const id = customer!.id;
    await exec(sql`insert into auth_sessions (token_hash, customer_id, expires_at) values
      ('live', ${id}, now() + interval '1 day'), ('dead', ${id}, now() - interval '1 minute')`);
    await exec(sql`insert into mail_tokens (token_hash, shop_code, purpose, customer_id, email, expires_at) values
      ('fresh', 'lindgard-at', 'passwordReset', ${id}, 'sweep@example.at', now() - interval '2 days'),
      ('old', 'lindgard-at', 'passwordReset', ${id}, 'sweep@example.at', now() - interval '40 days')`);
    await exec(sql`insert into login_throttle (subject, pending, updated_at, locked_until) values
      ('address:10.0.0.1', 3, now(), null), ('address:10.0.0.2', 5, now() - interval '2 days', null),
      ('address:10.0.0.3', 0, now() - interval '2 days', now() + interval '1 minute')`);
    await exec(sql`insert into rate_limit_hits (rule, subject, window_start, hits) values
      ('mail-client', '10.0.0.1', now(), 1), ('mail-client', '10.0.0.1', now() - interval '2 days', 9)`);
    await exec(sql`insert into known_devices (token_hash, customer_id, last_used_at) values
      ('recent', ${id}, now()), ('forgotten', ${id}, now() - interval '400 days')`);
    // an analytics day past the retention (395 days) and one within it
    await exec(sql`select analytics_events_ensure_partitions(current_date - 400, 1)`);
    await exec(sql`select analytics_events_ensure_partitions(current_date - 30, 1)`);
    // anonymous sessions: one unused for longer than its cookie lives, with a guest's checkout, and
    // one in use; the customer's own shopper row is as old and stays
    const [gone] = await exec<{ id: string }>(sql`insert into shopper_sessions (shop_code, last_seen_at)
      values ('lindgard-at', now() - interval '400 days') returning id`);
    await exec(
      sql`insert into shopper_sessions (shop_code, last_seen_at) values ('lindgard-at', now() - interval '300 days')`,
    );
    await exec(
      sql`update shopper_sessions set last_seen_at = now() - interval '400 days' where id = ${shopper!.id}`,
    );
    await exec(sql`insert into checkouts (session_id, email) values (${gone!.id}, 'guest@example.at')`);
    // a recommendation event past the service's learning window and one within it
    await exec(sql`insert into reco_events (shop_code, session_id, kind, master_key, created_at) values
      ('lindgard-at', 'SweepRecoSession00001', 'view', 'M1', now() - interval '300 days'),
      ('lindgard-at', 'SweepRecoSession00001', 'view', 'M2', now() - interval '10 days')`);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  const eventDays = async () =>
    (
      await exec<{ n: number }>(sql`select count(*)::int as n from pg_inherits
        where inhparent = 'analytics_events'::regclass`)
    )[0]!.n;

  it('deletes expired logins, long-spent links, old throttle rows, ended windows, forgotten devices, analytics days past retention and old recommendation events, and keeps the rest', async () => {
    const daysBefore = await eventDays();
    expect(await sweepExpired(handle.db)).toEqual({
      logins: 1,
      links: 1,
      failures: 1,
      limits: 1,
      devices: 1,
      eventDays: 1,
      recoEvents: 1,
      sessions: 1,
    });
    expect(await eventDays()).toBe(daysBefore - 1);
    expect(await count('auth_sessions')).toBe(1);
    // a recently expired link stays: its late click still gets 'a new link was sent'
    expect(await count('mail_tokens')).toBe(1);
    // a row under a running lock stays, however old its last failure
    expect(await count('login_throttle')).toBe(2);
    expect(await count('rate_limit_hits')).toBe(1);
    expect(await count('known_devices')).toBe(1);
    expect(await count('shopper_sessions')).toBe(2);
    expect(await count('checkouts')).toBe(0);
    expect(await sweepExpired(handle.db)).toEqual({
      logins: 0,
      links: 0,
      failures: 0,
      limits: 0,
      devices: 0,
      eventDays: 0,
      recoEvents: 0,
      sessions: 0,
    });
  });
});
