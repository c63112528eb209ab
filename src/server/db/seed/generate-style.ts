import { savingPercent } from '@/lib/money';
import { ean13CheckDigit } from '@/lib/ean';
import type { CategoryNode } from '@/lib/category/types';
import type { ProductImage } from '../schema/catalog';
import type { dimensions, products, styleAttributes, styles, variants } from '../schema/catalog';
import type { BrandTemplate, ColorTemplate, ProductTemplate, SizeSystemKey } from './assortment/types';
import { pickAvailability } from './deliverability';
import type { SeededRandom } from './random';
import { MIN_SIZES, SIZE_SYSTEMS, sizeSurchargeCents } from './sizes';
import { styleTexts } from './style-texts';

export interface GeneratedStyle {
  style: typeof styles.$inferInsert;
  attributes: (typeof styleAttributes.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  dimensions: (typeof dimensions.$inferInsert)[];
  variants: (typeof variants.$inferInsert)[];
  /** highest saving in percent over all variants (rule-based category assignment) */
  maxSaving: number;
  /** the seeded reviews of the style in the main shop (seed-reviews.ts) */
  reviewPlan: { averageTenths: number; count: number };
}

export interface StyleContext {
  index: number;
  leaf: CategoryNode;
  /** category names from the top down to the leaf */
  masterCategory: string;
  template: ProductTemplate;
  colors: readonly ColorTemplate[];
  brands: readonly BrandTemplate[];
  /** company names per brand id (EU economic operator) */
  companyOf: (brandId: string) => string;
  /** the next free 6-digit product ids */
  nextProductId: () => string;
  /** the date the assortment is anchored to (no wall clock: the seed is deterministic) */
  anchorDate: Date;
  isFreeGift?: boolean;
}

const PROMOTIONS = ['010', '150', '230', '470', '620', '820'] as const;
const HEAT_DEGREES = ['LEVEL_0', 'LEVEL_1', 'LEVEL_2', 'LEVEL_3'] as const;
const EEC = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
const DAY_MS = 86_400_000;

/** Builds one style with its colours, dimensions and sizes from a product template. */
export function generateStyle(rng: SeededRandom, ctx: StyleContext): GeneratedStyle {
  const { template } = ctx;
  const masterKey = `M${String(1_000_000 + ctx.index)}`;
  const brand = rng.pick(ctx.brands);
  const noun = rng.pick(template.nouns);
  const suffix = rng.pick(template.suffixes);
  const name = ctx.isFreeGift ? `Gratis-Geschenk: ${noun}` : `${noun} ${suffix}`;

  const attributes = template.attributes.map((a, position) => ({
    masterKey,
    key: a.key,
    value: rng.pick(a.values),
    position,
  }));
  const mainMaterial = attributes.find((a) => a.key === 'mainMaterial')?.value ?? null;
  const material = mainMaterial ?? 'hochwertigem Material';
  const sentences = rng.sample(
    template.descriptionSentences,
    rng.int(2, Math.min(4, template.descriptionSentences.length)),
  );
  const description = sentences.map((s) => s.replaceAll('{material}', material)).join(' ');

  const sizeSystem = chooseSizeSystem(template.sizeSystem, ctx.leaf.path);
  const sizes = chooseSizes(rng, sizeSystem);
  const basePrice = ctx.isFreeGift
    ? 0
    : roundToNinetyNine(rng.int(template.priceCents.min, template.priceCents.max));
  const flag = ctx.isFreeGift ? 'none' : chooseFlag(rng);
  const salePercent = flag === 'sale' ? rng.pick([10, 15, 20, 25, 30, 40, 50]) : 0;
  const createdAt = new Date(
    ctx.anchorDate.getTime() - (flag === 'new' ? rng.int(0, 30) : rng.int(31, 720)) * DAY_MS,
  );

  const colorCount = ctx.isFreeGift ? 1 : rng.int(1, Math.max(1, Math.min(template.maxColors, 6)));
  const colors = rng.sample(ctx.colors, colorCount);
  const forwardingAgent = template.forwardingAgent === true;
  const disposal = template.disposalService === true;

  const result: GeneratedStyle = {
    style: {
      masterKey,
      name,
      mainTitle: `${brand.name} ${noun}`,
      description,
      texts: styleTexts({
        noun,
        suffix,
        sentences,
        mainMaterial,
        brand: brand.name,
        isFreeGift: ctx.isFreeGift === true,
      }),
      brandId: brand.id,
      productType: template.type,
      primaryCategoryId: ctx.leaf.id,
      masterCategory: ctx.masterCategory,
      mkz: String(rng.int(10, 99)),
      styleType: sizeSystem === 'oneSize' ? 'single' : 'sized',
      flag,
      salesUnit: template.salesUnits && rng.chance(0.6) ? rng.pick(template.salesUnits) : null,
      heatDegree: template.heatDegree ? rng.pick(HEAT_DEGREES) : null,
      energyEfficiencyClass: template.energyEfficiency ? rng.pick(EEC) : null,
      companyOfOrigin: ctx.companyOf(brand.id),
      disposalNote: disposal,
      disposalServiceProduct: disposal,
      isFreeGift: ctx.isFreeGift === true,
      quantityLimit: ctx.isFreeGift ? 1 : forwardingAgent && rng.chance(0.5) ? 5 : null,
      sortKey: 0,
      createdAt,
    },
    attributes,
    products: [],
    dimensions: [],
    variants: [],
    maxSaving: salePercent,
    reviewPlan: { averageTenths: 0, count: 0 },
  };
  // the reviews the seed writes for the style: an average around which their stars scatter, and
  // how many (drawn here, in the generator's fixed order, so the rest of the assortment stays put)
  const targetTenths = rng.chance(0.7) ? rng.int(28, 50) : 0;
  const drawn = targetTenths ? rng.int(1, 240) : 0;
  result.reviewPlan = { averageTenths: targetTenths, count: ctx.isFreeGift ? 0 : Math.ceil(drawn / 12) };

  colors.forEach((color, colorPosition) => {
    const productId = ctx.nextProductId();
    const soldOutProduct = !ctx.isFreeGift && rng.chance(0.02);
    const promotions: string[] = [rng.pick(PROMOTIONS)];
    // a few colours are also offered under a second (catalogue) promotion
    if (rng.chance(0.04)) promotions.push(rng.pick(PROMOTIONS.filter((p) => p !== promotions[0])));
    let priceMin = Number.MAX_SAFE_INTEGER;
    let priceMax = 0;
    let priceOld = 0;
    // the savings the sizes show (their rounded prices make them differ from the style's sale percent)
    let savingMin = 100;
    let savingMax = 0;
    let allSoldOut = true;

    promotions.forEach((promotion, promotionIndex) => {
      result.dimensions.push({ id: productId, promotion, isDefaultPromotion: promotionIndex === 0 });
      sizes.forEach(({ label, order }, sizeIndex) => {
        const regular = ctx.isFreeGift ? 0 : basePrice + sizeSurchargeCents(sizeSystem, sizeIndex, basePrice);
        const current = salePercent > 0 ? roundToNinetyNine(regular * (1 - salePercent / 100)) : regular;
        const availability = pickAvailability(rng, { forwardingAgent, soldOutProduct });
        const variantId = `${productId}${String(order).padStart(2, '0')}`;
        result.variants.push({
          id: variantId,
          promotion,
          dimensionId: productId,
          ean: ean(productId, order),
          referenceKey: `${productId}-${promotion}-${String(order).padStart(2, '0')}`,
          sizeLabel: label,
          sizeOrder: order,
          priceCents: current,
          saleReductionCents: regular - current,
          availabilityState: availability.state,
          deliverabilityKey: availability.key,
          stock: availability.stock,
          isSubsequentDelivery: availability.isSubsequentDelivery,
          deliverabilityForwardingAgent: forwardingAgent,
          disposalService: disposal,
        });
        if (promotionIndex === 0) {
          // the strike-out price belongs to the lowest price shown
          if (current < priceMin) priceOld = current < regular ? regular : 0;
          else if (current === priceMin && current < regular) priceOld = Math.max(priceOld, regular);
          priceMin = Math.min(priceMin, current);
          priceMax = Math.max(priceMax, current);
          savingMin = Math.min(savingMin, savingPercent(current, regular));
          savingMax = Math.max(savingMax, savingPercent(current, regular));
          if (availability.state === 'available' || availability.state === 'delayed') allSoldOut = false;
        }
      });
    });

    const images: ProductImage[] = ['model', 'detail', 'ambiente'].map((type, i) => ({
      hash: `${productId}-${i}`,
      type,
      alt: `${name} in ${color.label}`,
    }));
    result.products.push({
      id: productId,
      masterKey,
      colorPosition,
      colorLabel: color.label,
      colorCode: color.code,
      colorFamily: color.family,
      catalogId: null,
      oldDisplayNumber: rng.chance(0.02) ? `${ctx.nextProductId()}${rng.pick(PROMOTIONS)}` : null,
      images,
      priceMin,
      priceMax,
      priceOld,
      savingMin: Math.min(savingMin, savingMax),
      savingMax,
      outsold: allSoldOut,
    });
  });
  return result;
}

/** Large-size categories use the large size range. */
function chooseSizeSystem(system: SizeSystemKey, leafPath: string): SizeSystemKey {
  if (system === 'womenNumeric' && /grosse-groessen|plus-size|curvy/.test(leafPath)) return 'largeSizes';
  return system;
}

function chooseSizes(rng: SeededRandom, system: SizeSystemKey): { label: string; order: number }[] {
  const all = SIZE_SYSTEMS[system];
  if (system === 'cup') {
    // bras come in a realistic block of bands and cups rather than any random subset
    const cups = rng.int(3, 5);
    const firstCup = rng.int(0, 5 - cups);
    const bands = rng.int(3, 5);
    const firstBand = rng.int(0, 5 - bands);
    const out: { label: string; order: number }[] = [];
    for (let b = firstBand; b < firstBand + bands; b++)
      for (let c = firstCup; c < firstCup + cups; c++)
        out.push({ label: all[b * 5 + c] as string, order: b * 5 + c });
    return out;
  }
  const min = Math.min(MIN_SIZES[system], all.length);
  const count = rng.int(min, all.length);
  const start = rng.int(0, all.length - count);
  return all.slice(start, start + count).map((label, i) => ({ label, order: start + i }));
}

function chooseFlag(rng: SeededRandom): string {
  return rng.weighted([
    ['none', 62],
    ['sale', 20],
    ['new', 11],
    ['exclusiveOnline', 4],
    ['priceHighlighting', 3],
  ] as const);
}

/** Retail prices end in ,99 (or are whole euros below 10 €). */
function roundToNinetyNine(cents: number): number {
  if (cents < 1000) return Math.max(99, Math.round(cents / 100) * 100 - 1);
  return Math.round(cents / 100) * 100 - 1;
}

function ean(productId: string, sizeOrder: number): string {
  // 90 = in-store numbering range, then product id, size and a fixed digit
  const first12 = `90${productId}${String(sizeOrder).padStart(2, '0')}0${sizeOrder % 10}`.slice(0, 12);
  return `${first12}${ean13CheckDigit(first12)}`;
}
