import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { SESSION_MAX_AGE_SECONDS } from '@/server/session/session-token';

/** How long used or expired mail links are kept: a late click still gets 'a new link was sent'. */
const SPENT_LINK_DAYS = 30;

/** Days analytics events are kept (ANALYTICS_RETENTION_DAYS; about 13 months by default). */
export function analyticsRetentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number(env.ANALYTICS_RETENTION_DAYS);
  return Number.isInteger(days) && days > 0 ? days : 395;
}

/**
 * Deletes what has run out: anonymous shopper sessions unused for longer than their cookie lives
 * (nobody can open them again; their baskets, wishlists and checkouts with the addresses a guest
 * typed go with them, their guest orders stay), expired logins, mail links long past their expiry, login-throttle rows
 * untouched for a day (failures count for 15 minutes, locks double within a day), rate-limit
 * windows that ended, devices unused for a year, the analytics events' days past their retention
 * (whole partitions) and recommendation events past the service's learning window. Safe to run on every node at any time.
 */
export async function sweepExpired(db: Database): Promise<{
  logins: number;
  links: number;
  failures: number;
  limits: number;
  devices: number;
  eventDays: number;
  recoEvents: number;
  sessions: number;
}> {
  const count = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? 0;
  const logins = await count(sql`with d as (delete from auth_sessions where expires_at < now() returning 1)
    select count(*)::int as n from d`);
  const links = await count(sql`with d as (delete from mail_tokens
      where expires_at < now() - make_interval(days => ${SPENT_LINK_DAYS}) returning 1)
    select count(*)::int as n from d`);
  const failures = await count(sql`with d as (delete from login_throttle
      where updated_at < now() - interval '1 day'
        and (locked_until is null or locked_until < now()) returning 1)
    select count(*)::int as n from d`);
  const limits = await count(sql`with d as (delete from rate_limit_hits
      where window_start < now() - interval '1 day' returning 1)
    select count(*)::int as n from d`);
  const devices = await count(sql`with d as (delete from known_devices
      where last_used_at < now() - interval '1 year' returning 1)
    select count(*)::int as n from d`);
  const eventDays = await count(sql`select analytics_events_drop_partitions(
      ((now() at time zone 'UTC')::date - ${analyticsRetentionDays()}::int)) as n`);
  // the recommendation service learns from 180 days (decision 0027); older events are not read
  const recoEvents = await count(sql`with d as (delete from reco_events
      where created_at < now() - interval '200 days' returning 1)
    select count(*)::int as n from d`);
  // a customer's own shopper row stays whatever its age: the account opens it
  const sessions = await count(sql`with d as (delete from shopper_sessions s
      where s.last_seen_at < now() - make_interval(secs => ${SESSION_MAX_AGE_SECONDS})
        and not exists (select 1 from customers c where c.shopper_id = s.id) returning 1)
    select count(*)::int as n from d`);
  return { logins, links, failures, limits, devices, eventDays, recoEvents, sessions };
}
