import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

/**
 * Login throttling after OWASP ASVS V2.2 and its "device cookie" pattern: guesses are throttled per
 * client address and per account as seen from unknown devices; a device the owner logged in from
 * before has its own count, so guesses from elsewhere never lock the owner out there. A password
 * reset unlocks the account. Each attempt is counted before its password is checked, so a burst of
 * concurrent guesses gets no more checks than the limit.
 */
export const LOGIN_LIMITS = {
  /** failures from one client address (over all accounts) before it is locked */
  perAddress: 20,
  /** failures on one account from unknown devices before they are locked out of it */
  perAccount: 5,
  /** failures on one known device before it is locked */
  perDevice: 5,
  /** failures older than this are forgotten */
  windowSeconds: 15 * 60,
  /** the first lock; each further lock within a day doubles it, up to the maximum */
  firstLockSeconds: 60,
  maxLockSeconds: 15 * 60,
} as const;

export type ThrottleSubject = { key: string; limit: number };

export const addressSubject = (address: string): ThrottleSubject => ({
  key: `address:${address}`,
  limit: LOGIN_LIMITS.perAddress,
});
export const accountSubject = (customerId: string): ThrottleSubject => ({
  key: `account:${customerId}`,
  limit: LOGIN_LIMITS.perAccount,
});
/**
 * An identifier no account has, counted as an account would be: otherwise only known accounts would
 * lock after their five failures, and the lock would tell which accounts exist. Kept as a hash.
 */
export const unknownAccountSubject = (identifier: string): ThrottleSubject => ({
  key: `unknown:${createHash('sha256').update(identifier).digest('hex')}`,
  limit: LOGIN_LIMITS.perAccount,
});
export const deviceSubject = (tokenHash: string): ThrottleSubject => ({
  key: `device:${tokenHash}`,
  limit: LOGIN_LIMITS.perDevice,
});

/**
 * Counts one attempt against each subject, in one transaction with their rows locked. Refused (with
 * the seconds until the longest lock ends) when a subject is locked or this attempt passes its limit;
 * then nothing is counted.
 */
export async function reserveLoginAttempt(
  db: Database,
  subjects: ThrottleSubject[],
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  return db.transaction(async (tx) => {
    const keys = subjects.map((s) => s.key).sort();
    for (const key of keys)
      await tx.execute(sql`insert into login_throttle (subject) values (${key}) on conflict do nothing`);
    const rows = rowsOf<{
      subject: string;
      pending: number;
      strikes: number;
      locked_for: number;
      stale: boolean;
      old: boolean;
    }>(
      await tx.execute(sql`select subject, pending, strikes,
          greatest(0, ceil(extract(epoch from (locked_until - now()))))::int as locked_for,
          updated_at < now() - make_interval(secs => ${LOGIN_LIMITS.windowSeconds}) as stale,
          updated_at < now() - interval '1 day' as old
        from login_throttle where subject in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}) order by subject for update`),
    );
    const locked = Math.max(0, ...rows.map((r) => r.locked_for));
    if (locked > 0) return { allowed: false, retryAfterSeconds: locked };
    let refusedFor = 0;
    const updates: { key: string; pending: number; strikes: number; lockSeconds: number }[] = [];
    for (const row of rows) {
      const limit = subjects.find((s) => s.key === row.subject)!.limit;
      const pending = (row.stale ? 0 : row.pending) + 1;
      const strikes = row.old ? 0 : row.strikes;
      if (pending > limit) {
        const lockSeconds = Math.min(
          LOGIN_LIMITS.maxLockSeconds,
          LOGIN_LIMITS.firstLockSeconds * 2 ** strikes,
        );
        refusedFor = Math.max(refusedFor, lockSeconds);
        updates.push({ key: row.subject, pending: 0, strikes: Math.min(strikes + 1, 20), lockSeconds });
      } else updates.push({ key: row.subject, pending, strikes, lockSeconds: 0 });
    }
    // a lock starts only on the subject that passed its limit; the other counts stay as they were
    const write = refusedFor > 0 ? updates.filter((u) => u.lockSeconds > 0) : updates;
    for (const u of write)
      await tx.execute(sql`update login_throttle set pending = ${u.pending}, strikes = ${u.strikes},
          locked_until = ${u.lockSeconds > 0 ? sql`now() + make_interval(secs => ${u.lockSeconds})` : sql`null`},
          updated_at = now()
        where subject = ${u.key}`);
    return refusedFor > 0 ? { allowed: false, retryAfterSeconds: refusedFor } : { allowed: true };
  });
}

/**
 * A successful login: the attempt no longer counts against the address, and the account's or
 * device's failures are forgiven (its owner knows the password).
 */
export async function settleSuccessfulLogin(
  db: Database,
  address: ThrottleSubject | null,
  owner: ThrottleSubject,
) {
  if (address)
    await db.execute(
      sql`update login_throttle set pending = greatest(0, pending - 1) where subject = ${address.key}`,
    );
  await db.execute(sql`delete from login_throttle where subject = ${owner.key}`);
}

/** A password reset unlocks the account for every device. */
export async function unlockAccount(db: Database, customerId: string) {
  await db.execute(sql`delete from login_throttle where subject = ${accountSubject(customerId).key}`);
}
