import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHELL_PICKED_KEYS } from './client-messages-keys';

/** The client parts every page may show, by the namespace of which they get only some keys. */
const SHELL_READERS: [keyof typeof SHELL_PICKED_KEYS, string][] = [
  ['product', 'src/components/product/product-card.tsx'],
  ['product', 'src/components/product/price.tsx'],
  ['product', 'src/components/product/modal-header.tsx'],
  ['product', 'src/components/product/rating-summary.tsx'],
  ['listing', 'src/components/listing/filter-layer.tsx'],
  ['listing', 'src/components/listing/price-range-slider.tsx'],
  ['listing', 'src/components/listing/load-next-chunk.tsx'],
  ['wishlist', 'src/components/wishlist/wishlist-toggle.tsx'],
  ['wishlist', 'src/components/wishlist/wishlist-provider.tsx'],
  ['errors', 'src/app/(frontend)/(shop)/error.tsx'],
];

/**
 * The keys a file reads with t('key') or t(`key.${…}`) from the namespace it asks for; the part
 * it asks for when it names one (useTranslations('errors.errorPageUnknown')).
 */
function keysUsedIn(namespace: string, file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const asked = new RegExp(`use(?:Repeated)?Translations\\('${namespace}(?:\\.([A-Za-z]+))?'\\)`).exec(
    source,
  );
  expect(asked).not.toBeNull();
  if (asked![1]) return [asked![1]];
  const plain = [...source.matchAll(/\bt\(\s*'([A-Za-z.]+)'/g)].map((m) => m[1] ?? '');
  const templated = [...source.matchAll(/\bt\(\s*`([A-Za-z]+)\./g)].map((m) => m[1] ?? '');
  return [...plain, ...templated];
}

describe('the shell messages', () => {
  it.each(SHELL_READERS)('hold every %s key %s reads', (namespace, file) => {
    const used = keysUsedIn(namespace, file);
    expect(used.length).toBeGreaterThan(0);
    for (const key of used) expect(SHELL_PICKED_KEYS[namespace] as readonly string[]).toContain(key);
  });

  it('leave out of every page the wishlist page’s and the listing’s server-drawn texts', () => {
    expect(SHELL_PICKED_KEYS.wishlist).not.toContain('stepsTitle');
    expect(SHELL_PICKED_KEYS.listing).not.toContain('tableOfContents');
  });
});
