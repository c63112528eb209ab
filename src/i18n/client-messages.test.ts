import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHELL_PRODUCT_KEYS } from './client-messages-keys';

/** The client parts every page may show that read the product namespace. */
const SHELL_PRODUCT_READERS = [
  'src/components/product/product-card.tsx',
  'src/components/product/price.tsx',
  'src/components/product/modal-header.tsx',
  'src/components/product/rating-summary.tsx',
];

function productKeysUsedIn(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  expect(source).toMatch(/use(?:Repeated)?Translations\('product'\)/);
  return [...source.matchAll(/\bt\(\s*'([A-Za-z.]+)'/g)].map((m) => m[1] ?? '');
}

describe('the shell messages', () => {
  it.each(SHELL_PRODUCT_READERS)('hold every product key %s reads', (file) => {
    const used = productKeysUsedIn(file);
    expect(used.length).toBeGreaterThan(0);
    for (const key of used) expect(SHELL_PRODUCT_KEYS).toContain(key);
  });
});
