import type { Database } from '@/server/db/client';
import { suppressAddress } from '@/server/mail/mail-suppression';
import { hasControlCharacters, hasControlCharactersInText } from '@/lib/text/control-characters';

/** A delivery report from the mail provider, as the operator endpoint takes it. */
export interface BounceReport {
  address: string;
  /** hard: the address does not exist; soft: temporarily full or unavailable; complaint: marked as spam */
  type: 'hard' | 'soft' | 'complaint';
  detail: string | null;
}

const TYPES = new Set(['hard', 'soft', 'complaint']);
const ADDRESS = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,189}$/;

/** The report in a request body, or the reason it is not one (a clear message for the operator). */
export function parseBounceReport(body: unknown): BounceReport | { error: string } {
  if (typeof body !== 'object' || body === null) return { error: 'Expected a JSON object' };
  const { address, type, detail } = body as Record<string, unknown>;
  if (typeof address !== 'string' || !ADDRESS.test(address.trim()) || hasControlCharacters(address.trim()))
    return { error: 'address: an e-mail address is required' };
  if (typeof type !== 'string' || !TYPES.has(type)) return { error: 'type: one of hard, soft, complaint' };
  if (
    detail !== undefined &&
    detail !== null &&
    (typeof detail !== 'string' || hasControlCharactersInText(detail))
  )
    return { error: 'detail: a text, if given' };
  return {
    address: address.trim(),
    type: type as BounceReport['type'],
    detail: detail?.slice(0, 500) ?? null,
  };
}

/**
 * A hard bounce or a complaint suppresses the address (its accounts become 'withdrawn'); a soft
 * bounce changes nothing (the provider retries, and a lasting failure arrives as a hard bounce).
 */
export async function reportBounce(
  db: Database,
  report: BounceReport,
): Promise<{ suppressed: boolean; accounts: number }> {
  if (report.type === 'soft') return { suppressed: false, accounts: 0 };
  const { accounts } = await suppressAddress(
    db,
    report.address,
    report.type === 'hard' ? 'bounce' : 'complaint',
    report.detail,
  );
  return { suppressed: true, accounts };
}
