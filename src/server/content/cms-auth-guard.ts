import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { readBodyWithin } from '@/server/http/read-body';
import { rowsOf } from '@/server/db/rows';
import { clientAddress } from '@/server/http/client-address';
import { cmsRoutePath } from './cms-api-request-check';
import {
  RATE_RULES,
  recipientSubject,
  retryAfterSeconds,
  takeRateLimit,
} from '@/server/rate-limit/rate-limit';

const pbkdf2Async = promisify(pbkdf2);

/** The endpoints guarded here, as Payload matches them: any letter case (path-to-regexp ignores it). */
const LOGIN = /^\/cms\/api\/editors\/login\/?$/i;
/** Payload's endpoint that mails an editor a password-reset link (decision 0015) */
const FORGOT = /^\/cms\/api\/editors\/forgot-password\/?$/i;
/** Accounts are never locked (maxLoginAttempts 0): nothing to unlock */
const UNLOCK = /^\/cms\/api\/editors\/unlock\/?$/i;

function refusal(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json(
    { errors: [{ message }] },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  );
}

/** The e-mail of a JSON body, or of the `_payload` field of the admin's multipart forms. */
async function emailOf(request: Request): Promise<string | 'too-large'> {
  const body = await readBodyWithin(request.clone(), 10_000);
  if (body === 'too-large') return body;
  const type = request.headers.get('content-type') ?? '';
  try {
    let json: unknown = new TextDecoder().decode(body);
    if (type.toLowerCase().startsWith('multipart/form-data')) {
      const form = await new Response(body, { headers: { 'content-type': type } }).formData();
      // Payload's parser lets a later `_payload` replace an empty one: one field, or none counted
      const fields = form.getAll('_payload');
      json = fields.length === 1 ? fields[0] : '';
    }
    const parsed = JSON.parse(typeof json === 'string' ? json : '') as { email?: unknown };
    return typeof parsed.email === 'string' ? parsed.email : '';
  } catch {
    return '';
  }
}

/**
 * 'Forgot password?': counted per client address like every mail a request makes the shop send.
 * The recipient's limit is taken where a mail really goes out (the CMS's mail adapter, only for
 * existing editors), so nobody can use up someone else's reset mails by naming their address.
 */
async function guardResetMail(db: Database, client: string): Promise<Response | null> {
  if (await takeRateLimit(db, RATE_RULES.mailPerClient, client)) return null;
  return refusal(429, 'Too many requests. Please try again later.', {
    'retry-after': String(retryAfterSeconds(RATE_RULES.mailPerClient)),
  });
}

/**
 * The CMS's login counted in PostgreSQL before Payload sees it: 10 tries per client address in 15
 * minutes, 30 per account in an hour (so one address cannot guess, and many addresses guess
 * slowly). Null: go on to Payload.
 */
export async function guardCmsAuth(db: Database, request: Request): Promise<Response | null> {
  const path = cmsRoutePath(request);
  if (UNLOCK.test(path))
    return refusal(403, 'Editor accounts are not locked; an admin can change a password.');
  const forgot = FORGOT.test(path);
  if (!forgot && !LOGIN.test(path)) return null;
  const client = clientAddress(request.headers);
  if (forgot) return guardResetMail(db, client);
  const given = await emailOf(request);
  if (given === 'too-large') return refusal(413, 'The request is too large.');
  const email = given.trim().toLowerCase();
  // a login whose account this guard cannot read is not passed on: it could not be counted
  if (!email) return refusal(400, 'A login needs an e-mail address and a password.');
  const rules = [
    [RATE_RULES.cmsLoginPerClient, client],
    [RATE_RULES.cmsLoginPerAccount, recipientSubject(email)],
  ] as const;
  for (const [rule, subject] of rules)
    if (!(await takeRateLimit(db, rule, subject)))
      return refusal(429, 'Too many login attempts. Please try again later.', {
        'retry-after': String(retryAfterSeconds(rule)),
      });
  await hashLikeAKnownEditor(db, email);
  return null;
}

/**
 * Payload checks a known editor's password (PBKDF2, 600,000 rounds: ~90 ms) and refuses an unknown
 * address at once (~10 ms), so the time of the answer told which editors exist. For an address no
 * editor has, the same hash is computed here first; the login attempts this costs are limited above.
 */
async function hashLikeAKnownEditor(db: Database, email: string): Promise<void> {
  // without the CMS's tables (a database the CMS never set up) no editor exists to be told apart
  const [cms] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('cms.editors') is not null as present`),
  );
  if (!cms?.present) return;
  const known = rowsOf(await db.execute(sql`select 1 from cms.editors where email = ${email} limit 1`));
  if (known.length > 0) return;
  await pbkdf2Async(randomBytes(32).toString('hex'), randomBytes(32).toString('hex'), 600_000, 32, 'sha256');
}
