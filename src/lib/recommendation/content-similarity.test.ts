import { describe, expect, it } from 'vitest';
import { similarStyles, type StyleFeatures } from './content-similarity';

const style = (masterKey: string, over: Partial<StyleFeatures> = {}): StyleFeatures => ({
  masterKey,
  category: 'dresses',
  productType: 'Kleid',
  brandId: 'b1',
  sortKey: 1,
  price: 5000,
  families: ['blau'],
  attributes: {},
  ...over,
});

const options = {
  limit: 3,
  window: 10,
  parentOf: (c: string) => (c === 'dresses' || c === 'skirts' ? 'fashion' : undefined),
};

describe('content similarity', () => {
  it('prefers the same category, brand, colour, attributes and a close price', () => {
    const styles = [
      style('a', { attributes: { length: 'midi', pattern: 'floral' } }),
      style('twin', { attributes: { length: 'midi', pattern: 'floral' } }),
      style('other-brand', { brandId: 'b2', attributes: { length: 'midi' } }),
      style('pricey', { price: 25000, families: ['rot'] }),
      style('skirt', { category: 'skirts', productType: 'Rock' }),
    ];
    const lists = similarStyles(styles, options);
    expect(lists.get('a')!.targets).toEqual(['twin', 'other-brand', 'pricey']);
    // a style is never its own neighbour, and scores fall along the list
    for (const [key, list] of lists) {
      expect(list.targets).not.toContain(key);
      expect([...list.scores].sort((x, y) => y - x)).toEqual(list.scores);
    }
  });

  it('lets a small category borrow candidates from its siblings', () => {
    const lists = similarStyles([style('a'), style('skirt', { category: 'skirts' })], options);
    expect(lists.get('skirt')!.targets).toEqual(['a']);
  });

  it('considers only the styles next to it by price in a large category', () => {
    const many = Array.from({ length: 50 }, (_, i) => style(`s${i}`, { price: 1000 + i * 100 }));
    const lists = similarStyles(many, { ...options, limit: 5, window: 2 });
    expect(lists.get('s25')!.targets.sort()).toEqual(['s23', 's24', 's26', 's27'].sort());
  });
});
