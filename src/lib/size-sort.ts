/**
 * Size order of spec storefront S5, in this order of rules:
 * 1. letter sizes xxs … xxxl (case-insensitive, matched by prefix);
 * 2. numeric sizes, with a comma as decimal separator;
 * 3. by leading integer, then the remainder;
 * 4. alphabetical.
 */
const LETTER_ORDER = ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl'] as const;
/** longest first, so that 'xxl' is not taken for 'xl' */
const LETTERS_BY_LENGTH = [...LETTER_ORDER].sort((a, b) => b.length - a.length);
const NUMERIC = /^\d+(,\d+)?$/;
const LEADING_INT = /^(\d+)(.*)$/s;

type SizeKey = [group: number, primary: number, secondary: string];

function sizeKey(label: string): SizeKey {
  const lower = label.trim().toLowerCase();
  const letter = LETTERS_BY_LENGTH.find(
    (l) => lower === l || (lower.startsWith(l) && !/[a-z]/.test(lower[l.length]!)),
  );
  if (letter) return [0, LETTER_ORDER.indexOf(letter), lower];
  if (NUMERIC.test(lower)) return [1, Number(lower.replace(',', '.')), ''];
  const lead = LEADING_INT.exec(lower);
  if (lead) return [2, Number(lead[1]), lead[2]!];
  return [3, 0, lower];
}

export function compareSizes(a: string, b: string): number {
  const ka = sizeKey(a);
  const kb = sizeKey(b);
  if (ka[0] !== kb[0]) return ka[0] - kb[0];
  if (ka[1] !== kb[1]) return ka[1] - kb[1];
  return ka[2].localeCompare(kb[2], 'de-AT', { numeric: true });
}

export function sortSizes<T>(items: readonly T[], labelOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareSizes(labelOf(a), labelOf(b)));
}
