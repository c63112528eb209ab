import { AccountError } from '@/server/auth/account-error';
import type { Database } from '@/server/db/client';
import {
  RATE_RULES,
  recipientSubject,
  retryAfterSeconds,
  takeRateLimit,
  type RateRule,
} from '@/server/rate-limit/rate-limit';

/**
 * Counts a mail a client's request is about to cause, per client address and per recipient, and
 * refuses it with TOO_MANY_REQUESTS ('… in {minutes} minutes') over either limit. Called after the
 * input is valid and before any work is done.
 */
export async function assertMailAllowed(
  db: Database,
  client: string,
  recipient: string | null,
  perRecipient: RateRule = RATE_RULES.mailPerRecipient,
): Promise<void> {
  const refuse = (rule: RateRule) =>
    new AccountError('TOO_MANY_REQUESTS', { minutes: Math.ceil(retryAfterSeconds(rule) / 60) });
  if (!(await takeRateLimit(db, RATE_RULES.mailPerClient, client))) throw refuse(RATE_RULES.mailPerClient);
  if (recipient && !(await takeRateLimit(db, perRecipient, recipientSubject(recipient))))
    throw refuse(perRecipient);
}

/** Whether one more mail of `rule` may go to `recipient` (for mails a refusal must not reveal). */
export function recipientAllows(db: Database, recipient: string, rule: RateRule): Promise<boolean> {
  return takeRateLimit(db, rule, recipientSubject(recipient));
}
