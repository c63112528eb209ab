import type { Database } from '@/server/db/client';
import { readBodyWithin } from '@/server/http/read-body';
import { clientAddress } from '@/server/http/client-address';
import {
  RATE_RULES,
  recipientSubject,
  retryAfterSeconds,
  takeRateLimit,
} from '@/server/rate-limit/rate-limit';

const LOGIN = /^\/cms\/api\/editors\/login\/?$/;
/** Payload's endpoint that mails an editor a password-reset link (decision 0015) */
const FORGOT = /^\/cms\/api\/editors\/forgot-password\/?$/;
/** Accounts are never locked (maxLoginAttempts 0): nothing to unlock */
const UNLOCK = /^\/cms\/api\/editors\/unlock\/?$/;

function refusal(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json(
    { errors: [{ message }] },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  );
}

/** The e-mail of a login body, read within 10 KB (a login is a few hundred bytes). */
async function emailOf(request: Request): Promise<string | 'too-large'> {
  const body = await readBodyWithin(request.clone(), 10_000);
  if (body === 'too-large') return body;
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body)) as { email?: unknown };
    return typeof parsed.email === 'string' ? parsed.email : '';
  } catch {
    return '';
  }
}

/**
 * 'Forgot password?': mails are counted like the shop's reset mails — per client address, and per
 * recipient; past the recipient's limit the answer stays the same and nothing is sent (nobody
 * learns whether an account exists or can flood its mailbox).
 */
async function guardResetMail(db: Database, client: string, email: string): Promise<Response | null> {
  if (!(await takeRateLimit(db, RATE_RULES.mailPerClient, client)))
    return refusal(429, 'Too many requests. Please try again later.', {
      'retry-after': String(retryAfterSeconds(RATE_RULES.mailPerClient)),
    });
  if (email && !(await takeRateLimit(db, RATE_RULES.resetMailPerRecipient, recipientSubject(email))))
    return Response.json({ message: 'Success' }, { headers: { 'cache-control': 'no-store' } });
  return null;
}

/**
 * The CMS's login counted in PostgreSQL before Payload sees it: 10 tries per client address in 15
 * minutes, 30 per account in an hour (so one address cannot guess, and many addresses guess
 * slowly). Null: go on to Payload.
 */
export async function guardCmsAuth(db: Database, request: Request): Promise<Response | null> {
  const path = new URL(request.url).pathname;
  if (UNLOCK.test(path))
    return refusal(403, 'Editor accounts are not locked; an admin can change a password.');
  const forgot = FORGOT.test(path);
  if (!forgot && !LOGIN.test(path)) return null;
  const client = clientAddress(request.headers);
  const given = await emailOf(request);
  if (given === 'too-large') return refusal(413, 'The request is too large.');
  const email = given.trim().toLowerCase();
  if (forgot) return guardResetMail(db, client, email);
  const rules = [
    [RATE_RULES.cmsLoginPerClient, client],
    ...(email ? [[RATE_RULES.cmsLoginPerAccount, recipientSubject(email)] as const] : []),
  ] as const;
  for (const [rule, subject] of rules)
    if (!(await takeRateLimit(db, rule, subject)))
      return refusal(429, 'Too many login attempts. Please try again later.', {
        'retry-after': String(retryAfterSeconds(rule)),
      });
  return null;
}
