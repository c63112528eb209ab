import { describe, expect, it } from 'vitest';
import { isValidEan13 } from '@/lib/ean';
import type { ProductTemplate } from './assortment/types';
import { generateStyle, type StyleContext } from './generate-style';
import { SeededRandom } from './random';

const template: ProductTemplate = {
  type: 'dress',
  nouns: ['Jerseykleid', 'Midikleid', 'Shirtkleid', 'Maxikleid', 'Etuikleid'],
  suffixes: ['mit Blumenprint', 'in Wickeloptik', 'mit Bindegürtel', 'aus Leinenmix', 'mit Taschen'],
  descriptionSentences: ['Ein Satz.', 'Aus {material}.', 'Noch ein Satz.', 'Ein vierter Satz.'],
  sizeSystem: 'womenNumeric',
  priceCents: { min: 3999, max: 8999 },
  attributes: [
    { key: 'mainMaterial', values: ['Baumwolle', 'Viskose'] },
    { key: 'sleeveStyle', values: ['Kurzarm', 'Langarm'] },
  ],
  maxColors: 6,
  silhouette: 'dress',
};

function context(overrides: Partial<StyleContext> = {}): StyleContext {
  let seq = 0;
  return {
    index: 7,
    leaf: { id: 'c-mode-damen-kleider', name: 'Kleider', path: '/mode/damen-kleider', productType: 'dress' },
    masterCategory: 'Mode|Kleider',
    template,
    colors: [
      { label: 'Marine', code: '#1f2a44', family: 'blau', familyLabel: 'Blau' },
      { label: 'Rot', code: '#c0392b', family: 'rot', familyLabel: 'Rot' },
      { label: 'Schwarz', code: '#111111', family: 'schwarz', familyLabel: 'Schwarz' },
    ],
    brands: [{ id: 'b1', name: 'Marke', types: 'fashion' }],
    companyOf: () => 'Marke Handels GmbH, Wien',
    nextProductId: () => String(100_000 + seq++),
    anchorDate: new Date('2026-11-01T08:00:00Z'),
    ...overrides,
  };
}

describe('generateStyle', () => {
  it('is deterministic for the same seed', () => {
    const a = generateStyle(new SeededRandom(42), context());
    const b = generateStyle(new SeededRandom(42), context());
    expect(a).toEqual(b);
  });

  it('builds colours with dimensions and sizes that follow the size system', () => {
    const s = generateStyle(new SeededRandom(1), context());
    expect(s.products.length).toBeGreaterThanOrEqual(1);
    expect(s.products.length).toBeLessThanOrEqual(3);
    expect(s.style.name).toMatch(/kleid /);
    expect(s.style.description).not.toContain('{material}');
    for (const p of s.products) {
      expect(p.id).toMatch(/^\d{6}$/);
      const dims = s.dimensions.filter((d) => d.id === p.id);
      expect(dims.filter((d) => d.isDefaultPromotion)).toHaveLength(1);
      const sizes = s.variants.filter((v) => v.dimensionId === p.id && v.promotion === dims[0]!.promotion);
      expect(sizes.length).toBeGreaterThanOrEqual(5);
      for (const v of sizes) {
        expect(['36', '38', '40', '42', '44', '46', '48', '50', '52', '54']).toContain(v.sizeLabel);
        expect(isValidEan13(v.ean)).toBe(true);
        expect(Number.isInteger(v.priceCents)).toBe(true);
        expect(v.priceCents % 100).toBe(99);
      }
      expect(p.priceMin).toBe(Math.min(...sizes.map((v) => v.priceCents)));
    }
  });

  it('uses large sizes in large-size categories and reduces sale prices', () => {
    let found = false;
    for (let seed = 1; seed < 200 && !found; seed++) {
      const s = generateStyle(
        new SeededRandom(seed),
        context({ leaf: { id: 'x', name: 'Große Größen', path: '/mode/damenmode-grosse-groessen/kleider' } }),
      );
      expect(s.variants.every((v) => Number(v.sizeLabel) >= 44)).toBe(true);
      if (s.style.flag === 'sale') {
        found = true;
        expect(s.maxSaving).toBeGreaterThan(0);
        expect(s.variants.every((v) => (v.saleReductionCents ?? 0) > 0)).toBe(true);
        expect(s.products.every((p) => (p.priceOld ?? 0) > p.priceMin)).toBe(true);
      }
    }
    expect(found).toBe(true);
  });

  it('makes a free gift free, single-colour and limited to one piece', () => {
    const s = generateStyle(new SeededRandom(3), context({ isFreeGift: true }));
    expect(s.style.isFreeGift).toBe(true);
    expect(s.style.quantityLimit).toBe(1);
    expect(s.products).toHaveLength(1);
    expect(s.variants.every((v) => v.priceCents === 0)).toBe(true);
  });
});
