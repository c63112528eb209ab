import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

export interface VisitorConsent {
  shopCode: string;
  groups: string[];
  action: string;
  bannerVersion: number;
  gpc: boolean;
  recordedAt: string;
  /** the wording the visitor was shown (consent_texts, by its hash) */
  textHash: string;
  locale: string;
  texts: unknown;
}

/** The visitor id the support page shows and the consent records name (shop_cid). */
const VISITOR_ID = /^[A-Za-z0-9_-]{21}$/;

/**
 * A visitor's consent choices, newest first, each with the exact wording they were shown (decision
 * 0019): what the operator shows when a visitor or an authority asks what was agreed. The current
 * choice is the first; a withdrawal is a later record with fewer groups. Null for a malformed id.
 */
export async function visitorConsents(
  db: Database,
  visitorId: string,
  shopCode?: string,
): Promise<VisitorConsent[] | null> {
  if (!VISITOR_ID.test(visitorId)) return null;
  const rows = rowsOf<{
    shop_code: string;
    groups: string[];
    action: string;
    banner_version: number;
    gpc: boolean;
    recorded_at: Date | string;
    text_hash: string;
    locale: string;
    texts: unknown;
  }>(
    await db.execute(sql`select r.shop_code, r.groups, r.action, r.banner_version, r.gpc, r.recorded_at,
        r.text_hash, t.locale, t.texts
      from consent_records r join consent_texts t on t.text_hash = r.text_hash
      where r.visitor_id = ${visitorId} ${shopCode ? sql`and r.shop_code = ${shopCode}` : sql``}
      order by r.recorded_at desc, r.id desc limit 200`),
  );
  return rows.map((r) => ({
    shopCode: r.shop_code,
    groups: r.groups,
    action: r.action,
    bannerVersion: Number(r.banner_version),
    gpc: r.gpc,
    recordedAt: new Date(r.recorded_at).toISOString(),
    textHash: r.text_hash,
    locale: r.locale,
    texts: r.texts,
  }));
}
