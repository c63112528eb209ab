import { sql } from 'drizzle-orm';
import { consentAction } from '@/lib/consent/consent-cookie';
import { CONSENT_GROUPS, type ConsentGroup } from '@/lib/consent/consent-groups';
import type { ShopConfig } from '@/lib/shop/shop';
import { VISITOR_ID } from '@/server/service/record-opt-out';
import { AccountError } from '@/server/auth/account-error';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { RATE_RULES, retryAfterSeconds, takeRateLimit } from '@/server/rate-limit/rate-limit';
import { consentBanner } from './consent-banner';

export interface ConsentChoice {
  visitorId: string;
  groups: readonly string[];
  /** the hash of the texts the visitor was shown (consentBanner.textHash) */
  textHash: string;
  /** the request carried the Global Privacy Control signal (Sec-GPC: 1) */
  gpc: boolean;
}

export interface RecordedConsent {
  groups: ConsentGroup[];
  action: 'optIn' | 'optOut' | 'selection';
  bannerVersion: number;
  recordedAt: string;
}

/** A choice the shop cannot record as proof: its texts are not the current ones, or it is malformed. */
export class ConsentChoiceError extends Error {
  constructor(
    readonly code: 'CONSENT_TEXT_CHANGED' | 'BAD_USER_INPUT',
    message: string,
  ) {
    super(message);
  }
}

const isGroup = (value: string): value is ConsentGroup =>
  (CONSENT_GROUPS as readonly string[]).includes(value);

/**
 * Records a visitor's consent choice as proof (decision 0019): the shop, the browser's cookie id,
 * the accepted groups, the banner version and the hash of the texts shown, whose wording is kept
 * once in consent_texts. A withdrawal is a later choice with fewer groups. Rate-limited per client.
 */
export async function recordConsent(
  db: Database,
  shop: ShopConfig,
  choice: ConsentChoice,
  client: string,
): Promise<RecordedConsent> {
  if (!VISITOR_ID.test(choice.visitorId))
    throw new ConsentChoiceError(
      'BAD_USER_INPUT',
      'visitorId must be 21 characters of A–Z, a–z, 0–9, _ and -',
    );
  const unknown = choice.groups.filter((g) => !isGroup(g));
  if (unknown.length > 0 || choice.groups.length > CONSENT_GROUPS.length)
    throw new ConsentChoiceError('BAD_USER_INPUT', `groups must be among ${CONSENT_GROUPS.join(', ')}`);
  const banner = consentBanner(shop);
  if (choice.textHash !== banner.textHash)
    throw new ConsentChoiceError('CONSENT_TEXT_CHANGED', banner.texts.revisionMessage);
  if (!(await takeRateLimit(db, RATE_RULES.consentPerClient, client)))
    throw new AccountError('TOO_MANY_REQUESTS', {
      minutes: Math.ceil(retryAfterSeconds(RATE_RULES.consentPerClient) / 60),
    });
  const groups = new Set<ConsentGroup>(['C0001', ...(choice.groups as ConsentGroup[])]);
  const ordered = CONSENT_GROUPS.filter((g) => groups.has(g));
  const action = consentAction(groups);
  const [row] = rowsOf<{ recorded_at: Date | string }>(
    await db.execute(sql`with texts as (
        insert into consent_texts (text_hash, locale, texts)
        values (${banner.textHash}, ${shop.locale}, ${JSON.stringify(banner.texts)}::jsonb)
        on conflict (text_hash) do nothing)
      insert into consent_records (shop_code, visitor_id, groups, action, banner_version, text_hash, gpc)
      values (${shop.code}, ${choice.visitorId}, ${`{${ordered.join(',')}}`}::text[], ${action},
              ${banner.revision}, ${banner.textHash}, ${choice.gpc})
      returning recorded_at`),
  );
  return {
    groups: ordered,
    action,
    bannerVersion: banner.revision,
    recordedAt: new Date(row!.recorded_at).toISOString(),
  };
}
