import { describe, expect, it } from 'vitest';
import { headingSlug } from './table-of-contents';

describe('headingSlug', () => {
  it('writes umlauts out and joins words with -', () => {
    expect(headingSlug('Welches Kleid passt?')).toBe('welches-kleid-passt');
    expect(headingSlug('Für große Größen')).toBe('fuer-grosse-groessen');
    expect(headingSlug('  7. Rücktrittsrecht ')).toBe('7-ruecktrittsrecht');
    expect(headingSlug('???')).toBe('');
  });
});
