import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persisted from '@/graphql/generated/persisted-operations.json';
import { createShopYoga } from '@/server/graphql/yoga';
import { SUPPRESSED } from '@/server/mail/send-mail';
import { liftSuppression } from '@/server/mail/mail-suppression';
import { parseBounceReport, reportBounce } from '@/server/operator/report-bounce';
import { clientHeaders } from '../support/client-headers';
import { Jar } from '../support/cookie-jar';
import { openTestDatabase } from '../support/test-databases';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL answers in tests

/**
 * A mail server on this machine, as the shop's SMTP_URL names it: it refuses recipients starting
 * with 'gone.' for good (550 user unknown) and 'full.' for now (452 mailbox full), and accepts
 * the others, noting whom it delivered to.
 */
async function startMailServer() {
  const delivered: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refuse = (code: number, text: string) =>
        callback(Object.assign(new Error(text), { responseCode: code }));
      if (address.address.startsWith('gone.')) return refuse(550, '5.1.1 User unknown');
      if (address.address.startsWith('full.')) return refuse(452, '4.2.2 Mailbox full');
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    delivered,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('undeliverable addresses: the verification state withdrawn', () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  let yoga: ReturnType<typeof createShopYoga>;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let counter = 0;
  const exec = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  const call = async (name: keyof typeof persisted, variables: Json, jar?: Jar) => {
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...clientHeaders(`10.9.0.${++counter % 250}`),
        ...(jar ? { origin: 'http://localhost' } : {}),
        ...(jar && jar.cookies.size > 0 ? { cookie: jar.header() } : {}),
      },
      body: JSON.stringify({ query: persisted[name].query, variables }),
    });
    jar?.take(res);
    const body = (await res.json()) as Json;
    return { data: body.data ? (Object.values(body.data)[0] as Json) : null, error: body.errors?.[0] };
  };
  const register = async (prefix: string) => {
    const email = `${prefix}.${Date.now()}.${++counter}@example.at`;
    const jar = new Jar();
    const res = await call(
      'register',
      {
        input: {
          salutation: 'f',
          firstName: 'Anna',
          lastName: 'Muster',
          password: 'sommer-2026',
          email,
          locale: 'de-AT',
        },
      },
      jar,
    );
    expect(res.error).toBeUndefined();
    return { email, jar };
  };
  const state = async (jar: Jar) =>
    (await call('customer', { locale: 'de-AT' }, jar)).data!.emailVerificationState;
  const tokenMailed = async (email: string) =>
    /\/email\/verify\?token=([A-Za-z0-9_-]{43})/.exec(
      (
        await exec<{ text_body: string }>(
          sql`select text_body from outbox_mails where to_address = ${email} and kind = 'emailVerification'
               order by created_at desc limit 1`,
        )
      )[0]!.text_body,
    )![1]!;

  beforeAll(async () => {
    mail = await startMailServer();
    // the shop hands its mails to this server from the first mail on (send-mail.ts reads it once)
    process.env.SMTP_URL = mail.url;
    handle = await openTestDatabase();
    yoga = createShopYoga(async () => handle.db);
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    await handle?.dispose();
    await mail?.close();
  });

  it('a permanent refusal by the mail server withdraws the address: nothing more is sent, the customer is sent to customer service', async () => {
    const { email, jar } = await register('gone');
    // the welcome mail was refused for good (550)
    expect(await state(jar)).toBe('withdrawn');
    const [suppression] = await exec<{ source: string; detail: string }>(
      sql`select source, detail from mail_suppressions where address = ${email}`,
    );
    expect(suppression).toMatchObject({ source: 'smtp', detail: expect.stringContaining('User unknown') });
    const requested = await call('requestEmailVerification', { locale: 'de-AT' }, jar);
    expect(requested.data!.outcome).toBe('withdrawn');
    // a password reset is written to the outbox but not handed to the server
    await call('requestPasswordReset', { input: { identifier: email, locale: 'de-AT' } });
    const rows = await exec<{ kind: string; error: string | null; sent_at: string | null }>(
      sql`select kind, error, sent_at from outbox_mails where to_address = ${email} order by created_at`,
    );
    expect(rows.map((r) => r.kind)).toEqual(['welcome', 'passwordReset']);
    expect(rows[1]).toMatchObject({ error: SUPPRESSED, sent_at: null });
    expect(mail.delivered).not.toContain(email);
  });

  it('a temporary refusal (mailbox full) withdraws nothing', async () => {
    const { email, jar } = await register('full');
    expect(await state(jar)).toBe('notVerified');
    expect(await exec(sql`select 1 from mail_suppressions where address = ${email}`)).toEqual([]);
  });

  it('a hard bounce or complaint reported later withdraws the address; a soft bounce does not; the operator lifts it', async () => {
    const { email, jar } = await register('anna');
    expect(mail.delivered).toContain(email);
    expect(await reportBounce(handle.db, { address: email, type: 'soft', detail: null })).toEqual({
      suppressed: false,
      accounts: 0,
    });
    expect(await state(jar)).toBe('notVerified');
    expect(
      await reportBounce(handle.db, { address: email.toUpperCase(), type: 'hard', detail: '550 5.1.1' }),
    ).toEqual({
      suppressed: true,
      accounts: 1,
    });
    expect(await state(jar)).toBe('withdrawn');
    expect(await liftSuppression(handle.db, email)).toBe(true);
    expect(await state(jar)).toBe('notVerified');
    const requested = await call('requestEmailVerification', { locale: 'de-AT' }, jar);
    expect(requested.data!.outcome).toBe('sendingSuccess');
    expect(mail.delivered.filter((to) => to === email)).toHaveLength(2);
    expect(parseBounceReport({ address: 'x', type: 'hard' })).toEqual({
      error: 'address: an e-mail address is required',
    });
    expect(parseBounceReport({ address: email, type: 'lost' })).toEqual({
      error: 'type: one of hard, soft, complaint',
    });
    // PostgreSQL stores no NUL: refused as the client's error, not a failed write
    expect(parseBounceReport({ address: 'a\u0000b@example.com', type: 'hard' })).toEqual({
      error: 'address: an e-mail address is required',
    });
    expect(parseBounceReport({ address: email, type: 'hard', detail: 'x\u0000' })).toEqual({
      error: 'detail: a text, if given',
    });
  });

  it('opening a verification link proves the address: it is verified and no longer suppressed', async () => {
    const { email, jar } = await register('anna');
    await call('requestEmailVerification', { locale: 'de-AT' }, jar);
    const token = await tokenMailed(email);
    await reportBounce(handle.db, { address: email, type: 'complaint', detail: null });
    expect(await state(jar)).toBe('withdrawn');
    expect((await call('verifyEmail', { input: { token, locale: 'de-AT' } })).data).toBe('success');
    expect(await state(jar)).toBe('verified');
    expect(await exec(sql`select 1 from mail_suppressions where address = ${email}`)).toEqual([]);
  });

  it('link outcomes pending (a newer link is on its way) and noConsent (deletion requested)', async () => {
    const { email, jar } = await register('anna');
    await call('requestEmailVerification', { locale: 'de-AT' }, jar);
    const token = await tokenMailed(email);
    await exec(sql`update mail_tokens set expires_at = now() - interval '1 minute' where email = ${email}`);
    // the hour's 3 verification mails: 1 requested, 2 for the spent link; then the newest is awaited
    const outcomes = [];
    for (let i = 0; i < 4; i++)
      outcomes.push((await call('verifyEmail', { input: { token, locale: 'de-AT' } })).data);
    expect(outcomes).toEqual(['invalid', 'invalid', 'pending', 'pending']);

    const leaving = await register('anna');
    await call('requestEmailVerification', { locale: 'de-AT' }, leaving.jar);
    const leavingToken = await tokenMailed(leaving.email);
    expect((await call('requestAccountDeletion', { locale: 'de-AT' }, leaving.jar)).data).toBe(true);
    expect((await call('verifyEmail', { input: { token: leavingToken, locale: 'de-AT' } })).data).toBe(
      'noConsent',
    );
    const [row] = await exec<{ email_verification: string }>(
      sql`select email_verification from customers where email = ${leaving.email}`,
    );
    expect(row!.email_verification).toBe('pending');
  });
});
