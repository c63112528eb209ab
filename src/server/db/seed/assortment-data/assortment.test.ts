import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '@/lib/product-type';
import { BRANDS, COLOR_PALETTE, HOUSE_BRAND_ID, PRODUCT_TEMPLATES, brandsForType, colorsForType } from '.';
import { SILHOUETTE_KEYS } from '@/server/images/silhouettes';

/** Listing filter ids of spec storefront S3.5. */
const LISTING_FILTER_IDS = new Set(
  `alloy ankle armLength backNeckline braceletMaterial brandCut care classification cleaning clockFace collar
  comfortLevel covertype cup detail fabric fastener filling filterSize fly form heatDegree heelHeight hood hosiery
  jewelleryColor jewelleryLength knit length lining mainMaterial materialFunction mattressThickness mattressType
  measures neckline occasion packageSize panelStyle pattern pockets price sale searchColor seasonal shape shaping
  sheetHeight shoeWidth sizeGuide sleeveStyle stone straps sustainability thermalRating thigh trademark transparency
  type typeBra typeCarpet underwire upperMaterial use waistband waistline`.split(/\s+/),
);
/** Filters the generator fills itself, never from a template. */
const GENERATED_FILTERS = new Set(['searchColor', 'filterSize', 'price', 'sale', 'heatDegree']);

describe('assortment templates', () => {
  it('has a complete template for every product type', () => {
    for (const type of PRODUCT_TYPES) {
      const t = PRODUCT_TEMPLATES[type];
      expect(t.type).toBe(type);
      expect(t.nouns.length, type).toBeGreaterThanOrEqual(5);
      expect(t.suffixes.length, type).toBeGreaterThanOrEqual(5);
      expect(t.descriptionSentences.length, type).toBeGreaterThanOrEqual(4);
      expect(t.priceCents.min, type).toBeLessThan(t.priceCents.max);
      expect(t.maxColors, type).toBeGreaterThanOrEqual(1);
      expect(t.maxColors, type).toBeLessThanOrEqual(6);
      expect((SILHOUETTE_KEYS as readonly string[]).includes(t.silhouette), `${type}: ${t.silhouette}`).toBe(
        true,
      );
    }
  });

  it('uses only listing filter ids of the spec as attribute keys, each once', () => {
    for (const t of Object.values(PRODUCT_TEMPLATES)) {
      const keys = t.attributes.map((a) => a.key);
      expect(new Set(keys).size, t.type).toBe(keys.length);
      for (const a of t.attributes) {
        expect(LISTING_FILTER_IDS.has(a.key), `${t.type}.${a.key}`).toBe(true);
        expect(GENERATED_FILTERS.has(a.key), `${t.type}.${a.key}`).toBe(false);
        expect(a.values.length, `${t.type}.${a.key}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('marks disposal service, heat degree and energy classes only where they belong', () => {
    const flagged = (pick: (t: (typeof PRODUCT_TEMPLATES)['dress']) => boolean | undefined) =>
      Object.values(PRODUCT_TEMPLATES)
        .filter((t) => pick(t))
        .map((t) => t.type)
        .sort();
    expect(flagged((t) => t.disposalService)).toEqual(['mattress', 'slattedframe']);
    expect(flagged((t) => t.heatDegree)).toEqual(['coat', 'jacket']);
    expect(flagged((t) => t.energyEfficiency)).toContain('lamp');
    expect(flagged((t) => t.forwardingAgent)).toContain('mattress');
  });

  it('has colours and brands for every type', () => {
    for (const c of COLOR_PALETTE) expect(c.code).toMatch(/^#[0-9a-f]{6}$/i);
    for (const type of PRODUCT_TYPES) {
      expect(colorsForType(type).length, type).toBeGreaterThan(0);
      expect(brandsForType(type).length, type).toBeGreaterThan(0);
    }
  });

  it('has unique brand ids and a house collection with sub-lines', () => {
    const ids = BRANDS.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(BRANDS.filter((b) => b.parentId === HOUSE_BRAND_ID).length).toBeGreaterThanOrEqual(3);
  });
});
