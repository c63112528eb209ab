import { describe, expect, it } from 'vitest';
import { articleNumberOf, closestWord, editDistance, normaliseSearchTerm, searchWords } from './search-term';

describe('search terms', () => {
  it('normalises what was typed', () => {
    expect(normaliseSearchTerm('  Kleid \n  blau ')).toBe('Kleid blau');
    expect(normaliseSearchTerm('x'.repeat(300))).toHaveLength(100);
    expect(normaliseSearchTerm(null)).toBe('');
  });

  it('splits words in lower case', () => {
    expect(searchWords("Kleid 'Ava', Größe 40")).toEqual(['kleid', 'ava', 'größe', '40']);
  });

  it('recognises 6- and 9-digit article numbers', () => {
    expect(articleNumberOf('123456')).toEqual({ productId: '123456', promotion: null });
    expect(articleNumberOf('123 456 789')).toEqual({ productId: '123456', promotion: '789' });
    expect(articleNumberOf('12345')).toBeNull();
    expect(articleNumberOf('Kleid 123456')).toBeNull();
  });

  it('measures edits with swapped neighbours as one', () => {
    expect(editDistance('klied', 'kleid')).toBe(1);
    expect(editDistance('kleid', 'kleider')).toBe(2);
    expect(editDistance('bluse', 'bluse')).toBe(0);
  });

  it('corrects a typo to the closest frequent word', () => {
    const lexicon = [
      { word: 'kleid', frequency: 50 },
      { word: 'klein', frequency: 5 },
      { word: 'kleider', frequency: 40 },
      { word: 'flied', frequency: 500 },
    ];
    expect(closestWord('klied', lexicon)).toBe('kleid');
    expect(closestWord('xyzzy', lexicon)).toBeNull();
    expect(closestWord('kle', lexicon)).toBeNull();
  });
});
