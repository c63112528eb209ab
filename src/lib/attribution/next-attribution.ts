import type { Attribution } from './attribution-cookies';
import { isPaidChannel, type EntrySource } from './entry-source';

/**
 * The attribution cookies after a visit's entry (decision 0021): the current pair always takes the
 * visit's channel; the overall pair (ecc, eccMarketing) the last channel that is not direct (a
 * direct visit keeps an earlier channel, and sets one only where there is none); the paid pair only
 * a paid channel. Without an entry page (NO_ENTRY_PAGE) the current pair is overwritten with the
 * direct code, the others stay (S9).
 */
export function nextAttribution(current: Attribution, source: EntrySource): Attribution {
  const next: Attribution = { ...current };
  next.eccCurrent = source.ecc;
  next.eccCurrentMarketing = source.eccMarketing;
  const direct = source.sourceType === 'DEFAULT' || source.sourceType === 'NO_ENTRY_PAGE';
  if (!direct || !current.ecc) {
    next.ecc = source.ecc;
    next.eccMarketing = source.eccMarketing;
  }
  if (isPaidChannel(source.ecc)) {
    next.eccPaid = source.ecc;
    next.eccPaidMarketing = source.eccMarketing;
  }
  return next;
}
