import { describe, expect, it } from 'vitest';
import { choiceIdOf } from './choice-id';
import {
  parseFilterSelection,
  parsePriceRange,
  selectionEntries,
  toggleChoice,
  withoutFilter,
} from './filter-selection';

describe('choiceIdOf', () => {
  it('makes readable URL ids from German labels', () => {
    expect(choiceIdOf('Baumwolle')).toBe('baumwolle');
    expect(choiceIdOf('Weiß')).toBe('weiss');
    expect(choiceIdOf('Größe 40/42')).toBe('groesse-40-42');
    expect(choiceIdOf('75B')).toBe('75b');
    expect(choiceIdOf('  ')).toBe('');
  });
});

describe('parseFilterSelection', () => {
  it('reads comma-joined choices per filter id and ignores other parameters', () => {
    const s = parseFilterSelection({
      searchColor: 'blau,Rot',
      filterSize: '38',
      page: '2',
      sort: 'priceAsc',
    });
    expect(s.values.get('searchColor')).toEqual(['blau', 'rot']);
    expect(s.values.get('filterSize')).toEqual(['38']);
    expect(s.values.size).toBe(2);
  });

  it('drops unknown filter ids, empty and duplicate values', () => {
    const s = parseFilterSelection({ bogus: 'x', mainMaterial: ',baumwolle,,Baumwolle,', neckline: ',,' });
    expect([...s.values.keys()]).toEqual(['mainMaterial']);
    expect(s.values.get('mainMaterial')).toEqual(['baumwolle']);
  });

  it('reads price ranges and the sale switch', () => {
    expect(parseFilterSelection({ price: '20-80', sale: 'true' })).toMatchObject({
      price: { min: 20, max: 80 },
      sale: true,
    });
    expect(parsePriceRange('80-20')).toEqual({ min: 20, max: 80 });
    expect(parsePriceRange('-50')).toEqual({ min: null, max: 50 });
    expect(parsePriceRange('abc')).toBeNull();
    expect(parsePriceRange('-')).toBeNull();
  });

  it('caps the number of values per filter', () => {
    const many = Array.from({ length: 80 }, (_, i) => `v${i}`).join(',');
    expect(parseFilterSelection({ pattern: many }).values.get('pattern')).toHaveLength(50);
  });
});

describe('selection editing', () => {
  it('toggles choices and writes entries in a stable order', () => {
    let s = parseFilterSelection({ searchColor: 'blau' });
    s = toggleChoice(s, 'filterSize', '38');
    s = toggleChoice(s, 'searchColor', 'rot');
    expect(selectionEntries(s)).toEqual([
      ['filterSize', '38'],
      ['searchColor', 'blau,rot'],
    ]);
    s = toggleChoice(s, 'filterSize', '38');
    expect(selectionEntries(s)).toEqual([['searchColor', 'blau,rot']]);
    expect(selectionEntries(withoutFilter(s, 'searchColor'))).toEqual([]);
  });
});
