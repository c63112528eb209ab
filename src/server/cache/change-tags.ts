import { sql } from 'drizzle-orm';
import {
  CACHE_TAGS,
  categoryTag,
  contentTag,
  productTag,
  styleTag,
  type CacheTag,
  type ContentKind,
} from '@/server/cache-tags';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { textArray } from '@/server/db/text-array';

/**
 * Where a change becomes tags: the one place (decision 0035). The database's triggers notify what
 * changed (a product id on `catalog_changed`, a kind of content or an entry's route on
 * `content_changed`); these functions name the tags of everything that shows it.
 */

/** content changes named by the CMS's triggers that are a kind of content as they are */
const CONTENT_KINDS: ReadonlySet<string> = new Set<ContentKind>([
  'home',
  'frame',
  'errors',
  'listings',
  'targeting',
  'size-tables',
  'product-content',
  'snippets',
  'account-texts',
]);

const ADDRESS = /^(content|inspiration|outfit)\/[a-z0-9/-]{1,200}$/;
const LISTING = /^listing\/([a-z0-9-]{1,120})$/;

/** The tags of a published content change; null for a payload no trigger sends. */
export function contentChangeTags(change: string): CacheTag[] | null {
  // a modal or an image: shown wherever entries point to it
  if (change === '*') return [contentTag('media')];
  if (CONTENT_KINDS.has(change)) return [contentTag(change as ContentKind)];
  const listing = LISTING.exec(change);
  if (listing) return [contentTag('listing', listing[1]!)];
  if (ADDRESS.test(change)) return [contentTag('page', change)];
  return null;
}

const PRODUCT_ID = /^\d{6}$/;
const STYLE_CHANGE = /^style:([A-Za-z0-9][A-Za-z0-9._-]{0,39})$/;
const CATEGORY_CHANGE = /^category:([a-z0-9-]{1,120})$/;
/** what a bulk load notifies once for all it wrote (migration 0036) */
export const CATALOG_EVERYTHING = '*';

/**
 * The tags of catalogue changes as the triggers notify them: a product id (stock, prices,
 * availability, review figures) or `style:{key}` (a style's texts, attributes, categories or
 * publish state, migration 0036). They are every colour of their styles (a product page shows its
 * sibling colours), the styles, the categories listing them (ancestors included: style_categories
 * holds them) and the facet index; a style's own change also the search (its answers and
 * suggestions). `category:{id}` is a category a style joined or left (its pages not showing the
 * style's tile: counts, later pages). `*` is the whole catalogue.
 */
export async function catalogChangeTags(db: Database, changes: readonly string[]): Promise<CacheTag[]> {
  if (changes.includes(CATALOG_EVERYTHING)) return [CACHE_TAGS.catalog];
  const ids = [...new Set(changes.filter((id) => PRODUCT_ID.test(id)))];
  const styleKeys = [...new Set(changes.flatMap((change) => STYLE_CHANGE.exec(change)?.[1] ?? []))];
  const categories = [...new Set(changes.flatMap((change) => CATEGORY_CHANGE.exec(change)?.[1] ?? []))];
  if (ids.length === 0 && styleKeys.length === 0 && categories.length === 0) return [];
  const tags = new Set<CacheTag>([CACHE_TAGS.facets]);
  for (const category of categories) tags.add(categoryTag(category));
  if (styleKeys.length > 0) tags.add(CACHE_TAGS.search);
  for (const id of ids) tags.add(productTag(id));
  for (const key of styleKeys) tags.add(styleTag(key));
  // an import may touch thousands of products: asked in slices, within any parameter limit
  const slices: { products: string[]; styles: string[] }[] = [];
  for (let i = 0; i < ids.length; i += 1000) slices.push({ products: ids.slice(i, i + 1000), styles: [] });
  for (let i = 0; i < styleKeys.length; i += 1000)
    slices.push({ products: [], styles: styleKeys.slice(i, i + 1000) });
  for (const slice of slices) {
    const rows = rowsOf<{ kind: 'p' | 's' | 'c'; value: string }>(
      await db.execute(sql`
        with changed as (
               select distinct master_key from products where id = any(${textArray(slice.products)})
               union select unnest(${textArray(slice.styles)}))
        select 'p' as kind, p.id as value from products p join changed using (master_key)
        union select 's', master_key from changed
        union select 'c', sc.category_id from style_categories sc join changed using (master_key)`),
    );
    for (const { kind, value } of rows)
      tags.add(kind === 'p' ? productTag(value) : kind === 's' ? styleTag(value) : categoryTag(value));
  }
  return [...tags];
}
