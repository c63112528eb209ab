import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

export interface RateRule {
  /** stored with each counter; names the operation and what is counted */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** A positive whole number from the environment, else the default. */
function envLimit(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The limits of operations that send mail or cost work. Per client: one address may not flood the
 * shop; per recipient: nobody can flood one mailbox through the shop, from however many addresses.
 */
export const RATE_RULES = {
  /** every mail a shopper's request makes the shop send (newsletter, contact, catalogue, links) */
  mailPerClient: { name: 'mail-client', limit: envLimit('LIMIT_MAILS_PER_CLIENT', 20), windowSeconds: 3600 },
  /** mails to one address, over every shop (the address is the same person's) */
  mailPerRecipient: { name: 'mail-recipient', limit: 5, windowSeconds: 3600 },
  /** password-reset mails to one address (after that the form answers as before and sends nothing) */
  resetMailPerRecipient: { name: 'reset-recipient', limit: 3, windowSeconds: 3600 },
  /** e-mail verification mails to one address (requested, or for a spent link) */
  verificationMailPerRecipient: { name: 'verify-recipient', limit: 3, windowSeconds: 3600 },
  /** orders placed per client address (each reserves stock and sends a confirmation mail) */
  orderPerClient: {
    name: 'order-client',
    limit: envLimit('LIMIT_ORDERS_PER_CLIENT', 30),
    windowSeconds: 3600,
  },
  /**
   * order confirmations to one address, over every shop: past it an order is still placed (the
   * thanks page and the account show it) but no further confirmation goes to that mailbox
   */
  orderMailPerRecipient: { name: 'order-mail-recipient', limit: 10, windowSeconds: 3600 },
  /**
   * anonymous shopper sessions started per client address (the first basket, wishlist or checkout
   * write of a visitor without one): a network with many shoppers behind one address stays far
   * below it, a script starting a session per request does not
   */
  sessionsPerClient: {
    name: 'session-client',
    limit: envLimit('LIMIT_SESSIONS_PER_CLIENT', 1000),
    windowSeconds: 3600,
  },
  /** new accounts per client address */
  registrationPerClient: {
    name: 'register-client',
    limit: envLimit('LIMIT_REGISTRATIONS_PER_CLIENT', 10),
    windowSeconds: 3600,
  },
  /** CMS logins per client address (decision 0015): guessing editors' passwords */
  cmsLoginPerClient: { name: 'cms-login-client', limit: 10, windowSeconds: 900 },
  /** CMS logins per editor account, from however many addresses */
  cmsLoginPerAccount: { name: 'cms-login-account', limit: 30, windowSeconds: 3600 },
  /** editors' password-reset mails to one address (counted when a mail goes out: only editors) */
  cmsResetMailPerRecipient: { name: 'cms-reset-recipient', limit: 3, windowSeconds: 3600 },
  /** reviews written per customer (one per product, but an account must not flood the shop) */
  reviewPerCustomer: { name: 'review-customer', limit: 10, windowSeconds: 86_400 },
  /** reviews written per client address, over every account */
  reviewPerClient: {
    name: 'review-client',
    limit: envLimit('LIMIT_REVIEWS_PER_CLIENT', 20),
    windowSeconds: 3600,
  },
  /** helpful votes and reports per client address */
  reviewFeedbackPerClient: {
    name: 'review-feedback-client',
    limit: envLimit('LIMIT_REVIEW_FEEDBACK_PER_CLIENT', 120),
    windowSeconds: 3600,
  },
  /** consent choices recorded per client address (a choice is one row; a visitor makes few) */
  consentPerClient: {
    name: 'consent-client',
    limit: envLimit('LIMIT_CONSENTS_PER_CLIENT', 60),
    windowSeconds: 3600,
  },
  /** tracking objections recorded per client address (/optout) */
  optOutPerClient: {
    name: 'opt-out-client',
    limit: envLimit('LIMIT_OPT_OUTS_PER_CLIENT', 30),
    windowSeconds: 3600,
  },
  /** chat messages to customer service per client address (an agent reads each one) */
  chatMessagesPerClient: {
    name: 'chat-client',
    limit: envLimit('LIMIT_CHAT_MESSAGES_PER_CLIENT', 30),
    windowSeconds: 600,
  },
  /** chat messages per shopper, over every address */
  chatMessagesPerShopper: { name: 'chat-shopper', limit: 20, windowSeconds: 600 },
  /** analytics events per client address and minute (the collector, decision 0020) */
  eventsPerClient: {
    name: 'events-client',
    limit: envLimit('LIMIT_EVENTS_PER_CLIENT', 1800),
    windowSeconds: 60,
  },
  /** recommendation events stored per client address (views, clicks, wishlist changes; decision 0027) */
  recoEventsPerClient: {
    name: 'reco-events-client',
    limit: envLimit('LIMIT_RECO_EVENTS_PER_CLIENT', 600),
    windowSeconds: 600,
  },
  /** loyalty numbers linked per client address (each may create a session row) */
  loyaltyLinksPerClient: {
    name: 'loyalty-link-client',
    limit: envLimit('LIMIT_LOYALTY_LINKS_PER_CLIENT', 30),
    windowSeconds: 3600,
  },
  /** admin API requests with a key or login that is not valid, per client address (guessing keys) */
  adminAuthFailuresPerClient: { name: 'admin-auth-client', limit: 30, windowSeconds: 900 },
  /** admin API requests per key or editor: a runaway integration cannot starve the shop */
  adminRequestsPerCaller: {
    name: 'admin-caller',
    limit: envLimit('LIMIT_ADMIN_REQUESTS_PER_CALLER', 600),
    windowSeconds: 60,
  },
} satisfies Record<string, RateRule>;

/** A recipient is counted by the SHA-256 of its composed, lower-cased address: no second copy of addresses. */
export function recipientSubject(email: string): string {
  return createHash('sha256').update(email.normalize('NFC').trim().toLowerCase()).digest('hex');
}

/**
 * Counts one use of `rule` by `subject` and says whether it is within the limit. One atomic upsert:
 * the count is taken before the work, so a burst of concurrent requests gets exactly `limit` passes.
 */
export async function takeRateLimit(db: Database, rule: RateRule, subject: string): Promise<boolean> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const rows = rowsOf<{ hits: number }>(
    await db.execute(sql`insert into rate_limit_hits (rule, subject, window_start, hits)
      values (${rule.name}, ${subject.slice(0, 200)}, ${windowStart.toISOString()}, 1)
      on conflict (rule, subject, window_start) do update set hits = rate_limit_hits.hits + 1
      returning hits`),
  );
  return (rows[0]?.hits ?? 1) <= rule.limit;
}

/** Whether `subject` has used up `rule` in the current window, without counting a use. */
export async function rateLimitReached(db: Database, rule: RateRule, subject: string): Promise<boolean> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const rows = rowsOf<{ hits: number }>(
    await db.execute(sql`select hits from rate_limit_hits
      where rule = ${rule.name} and subject = ${subject.slice(0, 200)} and window_start = ${windowStart.toISOString()}`),
  );
  return (rows[0]?.hits ?? 0) >= rule.limit;
}

/** Seconds until the current window of `rule` ends: the Retry-After of a refusal. */
export function retryAfterSeconds(rule: RateRule): number {
  const windowMs = rule.windowSeconds * 1000;
  return Math.max(1, Math.ceil((windowMs - (Date.now() % windowMs)) / 1000));
}
