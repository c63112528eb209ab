import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Catalogue schema (spec storefront S3.1–S3.3).
 *
 * A style (masterKey) is what a listing tile shows; each of its colours is a product with its own
 * 6-digit id and product page (/p/{id}); a product's colour is its dimension, identified by
 * id + promotion; the sizes of a dimension are its variants, identified by id + promotion.
 */

export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** path on the shop's own host, served at 48px (spec S7.1: ?height=96&quality=80) */
  image: text('image'),
  /** the in-house collection's sub-lines point at the collection brand */
  parentId: text('parent_id'),
});

/** A style's texts in one language. */
export interface StyleText {
  name: string;
  mainTitle: string;
  description: string;
}

/** A style's texts by catalogue language ('fr', 'nl', 'cs', 'sv', 'sk'); German is in the columns. */
export type StyleTexts = Partial<Record<string, StyleText>>;

export const STYLE_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type StyleStatus = (typeof STYLE_STATUSES)[number];

export const styles = pgTable(
  'styles',
  {
    masterKey: text('master_key').primaryKey(),
    name: text('name').notNull(),
    mainTitle: text('main_title').notNull(),
    description: text('description').notNull(),
    /** name, main title and description in the catalogue's other languages (decision 0012) */
    texts: jsonb('texts').$type<StyleTexts>(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    productType: text('product_type').notNull(),
    /** category id the product was created in; breadcrumbs follow it */
    primaryCategoryId: text('primary_category_id').notNull(),
    /** category names from the top, separated by '|' */
    masterCategory: text('master_category').notNull(),
    mkz: text('mkz').notNull(),
    styleType: text('style_type').notNull(),
    /** sale | new | exclusiveOnline | priceHighlighting | none */
    flag: text('flag').notNull().default('none'),
    salesUnit: text('sales_unit'),
    /** LEVEL_0 … LEVEL_3, jackets and coats only */
    heatDegree: text('heat_degree'),
    energyEfficiencyClass: text('energy_efficiency_class'),
    companyOfOrigin: text('company_of_origin'),
    disposalNote: boolean('disposal_note').notNull().default(false),
    disposalServiceProduct: boolean('disposal_service_product').notNull().default(false),
    isFreeGift: boolean('is_free_gift').notNull().default(false),
    /** per-product maximum pieces per basket; null = the shop default of 20 */
    quantityLimit: smallint('quantity_limit'),
    /** top-seller rank: lower sells better (sort 'sortKey') */
    sortKey: integer('sort_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * draft (never shown yet) | published | unpublished (taken offline): only a published style is
     * in listings, search, sitemaps, recommendations and on product pages, and only it can be
     * ordered (decision 0040)
     */
    status: text('status').$type<StyleStatus>().notNull().default('published'),
    /** when the style's own data last changed (texts, attributes, categories, status) */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('styles_status_check', sql`${t.status} in ('draft', 'published', 'unpublished')`),
    index('styles_sort_key_idx').on(t.sortKey),
    index('styles_brand_idx').on(t.brandId),
    // the back office's search by part of a name (admin API `products`, decision 0038)
    index('styles_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('styles_created_at_idx').on(t.createdAt, t.masterKey),
  ],
);

/** Attributes per style: key = listing filter id (spec S3.5), value = German label. */
export const styleAttributes = pgTable(
  'style_attributes',
  {
    masterKey: text('master_key')
      .notNull()
      .references(() => styles.masterKey, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.masterKey, t.key] }),
    index('style_attributes_key_value_idx').on(t.key, t.value),
  ],
);

/** Category assignment: a style belongs to its category, all its ancestors and rule-based categories. */
export const styleCategories = pgTable(
  'style_categories',
  {
    categoryId: text('category_id').notNull(),
    masterKey: text('master_key')
      .notNull()
      .references(() => styles.masterKey, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.masterKey] }),
    index('style_categories_master_key_idx').on(t.masterKey),
  ],
);

export interface ProductImage {
  hash: string;
  type: string;
  alt: string;
}

/** One colour of a style, with its own product page. */
export const products = pgTable(
  'products',
  {
    /** 6-digit article number = dimension id */
    id: text('id').primaryKey(),
    masterKey: text('master_key')
      .notNull()
      .references(() => styles.masterKey, { onDelete: 'cascade' }),
    /** order of the colour within the style; 0 is the style's lead colour */
    colorPosition: smallint('color_position').notNull(),
    colorLabel: text('color_label').notNull(),
    colorCode: text('color_code').notNull(),
    /** searchColor filter choice (colour family) */
    colorFamily: text('color_family').notNull(),
    catalogId: text('catalog_id'),
    /** set when the article number changed (spec S4.5) */
    oldDisplayNumber: text('old_display_number'),
    images: jsonb('images').$type<ProductImage[]>().notNull(),
    /** summary of the variants' prices, kept with the variants (listing sort and filter) */
    priceMin: integer('price_min').notNull(),
    priceMax: integer('price_max').notNull(),
    /** highest strike-out price among reduced variants, 0 when none is reduced */
    priceOld: integer('price_old').notNull().default(0),
    savingMin: smallint('saving_min').notNull().default(0),
    savingMax: smallint('saving_max').notNull().default(0),
    outsold: boolean('outsold').notNull().default(false),
    /** when the summary last changed (price, saving, sold out): the sitemap's lastmod */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_master_key_idx').on(t.masterKey, t.colorPosition),
    index('products_color_family_idx').on(t.colorFamily),
    index('products_old_display_number_idx')
      .on(t.oldDisplayNumber)
      .where(sql`${t.oldDisplayNumber} is not null`),
  ],
);

/** A colour offered under a promotion (catalogue); display number = id + promotion. */
export const dimensions = pgTable(
  'dimensions',
  {
    id: text('id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 3-digit promotion number */
    promotion: text('promotion').notNull(),
    isDefaultPromotion: boolean('is_default_promotion').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.promotion] })],
);

/**
 * What the EU prior-price rule needs of a price (decision 0039): the old price the merchant
 * announced, since when the size is reduced, and the lowest price of the 30 days before that.
 */
function priceRuleColumns() {
  return {
    /** the old price the merchant announced (a feed's or the API's oldPrice); null: not reduced */
    announcedOldPriceCents: integer('announced_old_price_cents'),
    /** when the current reduction started; null: not reduced */
    reducedSince: timestamp('reduced_since', { withTimezone: true }),
    /** the lowest price of the 30 days before `reducedSince`; null: not reduced, or no price then */
    priorPriceCents: integer('prior_price_cents'),
  };
}

/** A size of a dimension: the unit that is priced, stocked and ordered. */
export const variants = pgTable(
  'variants',
  {
    id: text('id').notNull(),
    promotion: text('promotion').notNull(),
    dimensionId: text('dimension_id').notNull(),
    ean: text('ean').notNull(),
    referenceKey: text('reference_key').notNull(),
    sizeLabel: text('size_label').notNull(),
    /** position of the size within its size system */
    sizeOrder: smallint('size_order').notNull(),
    /** current price with tax, cents */
    priceCents: integer('price_cents').notNull(),
    /**
     * the reduction the shop shows, cents: strike-out price = price + reduction = the lowest price of
     * the 30 days before the reduction started (the prior price); kept by the price rule's trigger
     * from the announced old price and the price history (migration 0033, decision 0039)
     */
    saleReductionCents: integer('sale_reduction_cents').notNull().default(0),
    ...priceRuleColumns(),
    /** available | delayed | outsold | outOfStock */
    availabilityState: text('availability_state').notNull(),
    /** deliverability key of spec S4.2, e.g. available, directShipping, endOfMarch */
    deliverabilityKey: text('deliverability_key').notNull(),
    stock: integer('stock').notNull(),
    isSubsequentDelivery: boolean('is_subsequent_delivery').notNull().default(false),
    deliverabilityForwardingAgent: boolean('deliverability_forwarding_agent').notNull().default(false),
    disposalService: boolean('disposal_service').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.promotion] }),
    foreignKey({
      columns: [t.dimensionId, t.promotion],
      foreignColumns: [dimensions.id, dimensions.promotion],
    }).onDelete('cascade'),
    index('variants_dimension_idx').on(t.dimensionId, t.promotion),
    index('variants_ean_idx').on(t.ean),
  ],
);

/** What the demo seed wrote, so that a second start does not seed again. */
export const seedState = pgTable('seed_state', {
  id: smallint('id').primaryKey(),
  version: integer('version').notNull(),
  styleCount: integer('style_count').notNull(),
  productCount: integer('product_count').notNull(),
  variantCount: integer('variant_count').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true, mode: 'date' }).notNull(),
  durationMs: integer('duration_ms').notNull(),
});

/**
 * The price lists of the other currencies (decision 0012): a size's price and sale reduction in CHF,
 * CZK or SEK, in minor units. The euro list is the variants' own columns.
 */
export const variantPrices = pgTable(
  'variant_prices',
  {
    currency: text('currency').notNull(),
    variantId: text('variant_id').notNull(),
    promotion: text('promotion').notNull(),
    priceCents: integer('price_cents').notNull(),
    saleReductionCents: integer('sale_reduction_cents').notNull().default(0),
    ...priceRuleColumns(),
  },
  (t) => [
    // variant first: a product's sizes find their prices in every list with one index range
    primaryKey({ columns: [t.variantId, t.promotion, t.currency] }),
    foreignKey({
      columns: [t.variantId, t.promotion],
      foreignColumns: [variants.id, variants.promotion],
    }).onDelete('cascade'),
  ],
);

/** A colour's price summary per currency (listing sort, filter and tiles), kept with its list. */
export const productPrices = pgTable(
  'product_prices',
  {
    currency: text('currency').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceMin: integer('price_min').notNull(),
    priceMax: integer('price_max').notNull(),
    priceOld: integer('price_old').notNull().default(0),
    savingMin: smallint('saving_min').notNull().default(0),
    savingMax: smallint('saving_max').notNull().default(0),
  },
  // product first: a tile finds its summaries in every list with one index range
  (t) => [primaryKey({ columns: [t.productId, t.currency] })],
);

/**
 * Every price a size had in each list, from when (decision 0039): written by trigger for every
 * change, whoever makes it (the admin API, a feed, psql, an order never changes prices); the seed
 * writes a plausible 60 days of it. The prior price of a reduction is read from here.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variantId: text('variant_id').notNull(),
    promotion: text('promotion').notNull(),
    currency: text('currency').notNull(),
    priceCents: integer('price_cents').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  },
  (t) => [index('price_history_size_idx').on(t.variantId, t.promotion, t.currency, t.validFrom)],
);
