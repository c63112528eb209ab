import { isTransaction } from '@/server/db/is-transaction';
import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  brands,
  dimensions,
  products,
  styleAttributes,
  styleCategories,
  styles,
  variants,
} from '@/server/db/schema/catalog';
import { concurrentQueries } from '@/server/db/concurrent-queries';
import { isStalePreparedStatement } from '@/server/db/stale-prepared-statement';
import { preparedOn } from '@/server/db/prepared-statement';
import type { ProductDetail } from './product-detail';
import { assembleProductDetails, colorFields, headFields, variantFields } from './product-detail-rows';
import { PRODUCT_ID } from '@/lib/product-id';
import { CACHE_TAGS, productTag } from '@/server/cache-tags';
import { declareTags } from '@/server/cache/render-tags';

/** What was read is what an answer shows: its tags go with the answer (an API answer's Surrogate-Key). */
function declared<T extends ProductDetail | null>(details: T[]): T[] {
  declareTags([CACHE_TAGS.catalog, ...details.flatMap((detail) => (detail ? [productTag(detail.id)] : []))]);
  return details;
}

/**
 * Loads one product; null for an unknown or malformed id (a 6-digit article number is expected).
 * Its six queries go out at once, each keyed by the id alone, as named prepared statements: every
 * product page asks them, and PostgreSQL then plans them once per connection (decision 0014). A
 * transaction reads with the lists' queries: it keeps no plan beyond itself.
 */
export async function getProductDetail(db: Database, id: string): Promise<ProductDetail | null> {
  if (!PRODUCT_ID.test(id)) return null;
  if (isTransaction(db)) return (await getProductDetails(db, [id]))[0] ?? null;
  try {
    return await loadPrepared(db, id);
  } catch (error) {
    // prepared before another node's migration changed a column's type: the lists' queries read it
    // (the pool drops the connection that failed; the others fail once each the same way)
    if (!isStalePreparedStatement(error)) throw error;
    return (await getProductDetails(db, [id]))[0] ?? null;
  }
}

async function loadPrepared(db: Database, id: string): Promise<ProductDetail | null> {
  const [heads, colorRows, attributeRows, categoryRows, dimensionRows, variantRows] = await Promise.all([
    preparedOn(db, oneHead).execute({ id }),
    preparedOn(db, oneStyleColors).execute({ id }),
    preparedOn(db, oneStyleAttributes).execute({ id }),
    preparedOn(db, oneStyleCategories).execute({ id }),
    preparedOn(db, oneStyleDimensions).execute({ id }),
    preparedOn(db, oneStyleVariants).execute({ id }),
  ]);
  const rows = { heads, colorRows, attributeRows, categoryRows, dimensionRows, variantRows };
  return declared(assembleProductDetails([id], rows))[0] ?? null;
}

/**
 * Loads products with their style, brand and every colour of the style with their dimensions and
 * variants: six queries for any number of products. The answer keeps the order of the ids and
 * leaves out unknown or malformed ones.
 */
export async function getProductDetails(db: Database, ids: readonly string[]): Promise<ProductDetail[]> {
  const wanted = [...new Set(ids.filter((id) => PRODUCT_ID.test(id)))];
  if (wanted.length === 0) return [];
  const heads = await db
    .select(headFields)
    .from(products)
    .innerJoin(styles, eq(styles.masterKey, products.masterKey))
    .innerJoin(brands, eq(brands.id, styles.brandId))
    .where(inArray(products.id, wanted));
  if (heads.length === 0) return [];
  const masterKeys = [...new Set(heads.map((h) => h.masterKey))];

  const [colorRows, attributeRows, categoryRows] = await concurrentQueries(
    db,
    () =>
      db
        .select(colorFields)
        .from(products)
        .where(inArray(products.masterKey, masterKeys))
        .orderBy(asc(products.colorPosition)),
    () =>
      db
        .select(attributeFields)
        .from(styleAttributes)
        .where(inArray(styleAttributes.masterKey, masterKeys))
        .orderBy(asc(styleAttributes.position)),
    () =>
      db.select(categoryFields).from(styleCategories).where(inArray(styleCategories.masterKey, masterKeys)),
  );
  const colorIds = colorRows.map((c) => c.id);
  const [dimensionRows, variantRows] = await concurrentQueries(
    db,
    () =>
      db
        .select()
        .from(dimensions)
        .where(inArray(dimensions.id, colorIds))
        .orderBy(asc(dimensions.id), asc(dimensions.promotion)),
    () =>
      db
        .select(variantFields)
        .from(variants)
        .where(inArray(variants.dimensionId, colorIds))
        .orderBy(asc(variants.sizeOrder)),
  );
  return declared(
    assembleProductDetails(wanted, {
      heads,
      colorRows,
      attributeRows,
      categoryRows,
      dimensionRows,
      variantRows,
    }),
  );
}

const attributeFields = {
  masterKey: styleAttributes.masterKey,
  key: styleAttributes.key,
  value: styleAttributes.value,
};
const categoryFields = { masterKey: styleCategories.masterKey, categoryId: styleCategories.categoryId };

// One product's statements. Each is keyed by the product id alone, so that a generic plan costs
// what a custom one does and PostgreSQL keeps it (a list parameter, `= any($1)`, would be planned
// for ten elements and lose to the custom plan every time).
const styleOf = sql`(select p.master_key from products p where p.id = ${sql.placeholder('id')})`;
const colorsOfStyle = sql`(select c.id from products c where c.master_key = ${styleOf})`;

const oneHead = (db: Database) =>
  db
    .select(headFields)
    .from(products)
    .innerJoin(styles, eq(styles.masterKey, products.masterKey))
    .innerJoin(brands, eq(brands.id, styles.brandId))
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('catalog_one_head');

const oneStyleColors = (db: Database) =>
  db
    .select(colorFields)
    .from(products)
    .where(sql`${products.masterKey} = ${styleOf}`)
    .orderBy(asc(products.colorPosition))
    .prepare('catalog_one_style_colors');

const oneStyleAttributes = (db: Database) =>
  db
    .select(attributeFields)
    .from(styleAttributes)
    .where(sql`${styleAttributes.masterKey} = ${styleOf}`)
    .orderBy(asc(styleAttributes.position))
    .prepare('catalog_one_style_attributes');

const oneStyleCategories = (db: Database) =>
  db
    .select(categoryFields)
    .from(styleCategories)
    .where(sql`${styleCategories.masterKey} = ${styleOf}`)
    .prepare('catalog_one_style_categories');

const oneStyleDimensions = (db: Database) =>
  db
    .select()
    .from(dimensions)
    .where(sql`${dimensions.id} in ${colorsOfStyle}`)
    .orderBy(asc(dimensions.id), asc(dimensions.promotion))
    .prepare('catalog_one_style_dimensions');

const oneStyleVariants = (db: Database) =>
  db
    .select(variantFields)
    .from(variants)
    .where(sql`${variants.dimensionId} in ${colorsOfStyle}`)
    .orderBy(asc(variants.sizeOrder))
    .prepare('catalog_one_style_variants');
