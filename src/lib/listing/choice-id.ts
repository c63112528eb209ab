const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * The URL id of a filter choice, derived from its German label: 'Baumwolle' → 'baumwolle',
 * 'Größe 40/42' → 'groesse-40-42', '75B' → '75b'. Stable, readable and safe in a query string.
 */
export function choiceIdOf(label: string): string {
  return label
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => UMLAUTS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
