import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from '@/lib/http/if-none-match';
import { headerBatches } from './cdn-purge';
import { surrogateKeyOf } from './surrogate-key';

describe('surrogate keys and purges', () => {
  it('names every tag once, and only the broader ones past the header size', () => {
    expect(surrogateKeyOf(undefined)).toBeNull();
    expect(surrogateKeyOf([])).toBeNull();
    expect(surrogateKeyOf(['catalog', 'product:100001', 'catalog'])).toBe('catalog product:100001');
    const styles = Array.from({ length: 1000 }, (_, i) => `style:M${1_000_000 + i}`);
    expect(surrogateKeyOf(['catalog', 'category:c-mode', ...styles])).toBe('catalog category:c-mode');
  });

  it('splits a purge into requests whose tag header stays small', () => {
    expect(headerBatches([], 10)).toEqual([]);
    expect(headerBatches(['aaaa', 'bbbb', 'cccc'], 9)).toEqual([['aaaa', 'bbbb'], ['cccc']]);
    // a tag longer than the limit goes alone rather than not at all
    expect(headerBatches(['a', 'bbbbbbbbbbbb', 'c'], 5)).toEqual([['a'], ['bbbbbbbbbbbb'], ['c']]);
    const batches = headerBatches(
      Array.from({ length: 3000 }, (_, i) => `product:${100000 + i}`),
      8000,
    );
    expect(batches.flat()).toHaveLength(3000);
    for (const batch of batches) expect(batch.join(' ').length).toBeLessThanOrEqual(8000);
  });

  it('matches validators as If-None-Match names them', () => {
    expect(matchesIfNoneMatch(undefined, '"a"')).toBe(false);
    expect(matchesIfNoneMatch('"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b"', '"a"')).toBe(false);
  });
});
