import 'server-only';
import { declareTags } from '@/server/cache/render-tags';
import type { Media, VisualFilter as VisualFilterEntry } from '@/cms/payload-types';
import { isFilterId, type FilterId } from '@/lib/listing/filter-ids';
import { EMPTY_SELECTION } from '@/lib/listing/filter-selection';
import { visualFilterChoices, type VisualFilterChoice } from '@/lib/listing/visual-filter';
import type { ShopConfig } from '@/lib/shop/shop';
import { CACHE_TAGS, categoryTag, contentTag, NO_STORE } from '@/server/cache-tags';
import type { Database } from '@/server/db/client';
import { getListingFacets } from '@/server/listing/get-listing';
import { logger } from '@/server/logger';
import { cached, forgetCached } from '@/server/tagged-cache';
import { findShopEntries } from './find-shop-entries';

const TEN_MINUTES = 10 * 60 * 1000;

export interface VisualFilter {
  id: FilterId;
  choices: (VisualFilterChoice & { image: Media })[];
}

interface Configured {
  filterId: FilterId;
  categoryIds: string[];
  keepOrder: boolean;
  images: Record<string, Media>;
  order: string[];
}

/** The shop's published visual filters, newest first, cached with the listing entries. */
async function configuredFilters(shop: ShopConfig): Promise<Configured[]> {
  const key = `visual-filters:${shop.code}`;
  try {
    return await cached(
      key,
      [CACHE_TAGS.content, contentTag('listings'), contentTag('media')],
      TEN_MINUTES,
      async () => {
        const entries = await findShopEntries<VisualFilterEntry>('visual-filters', shop, {
          limit: 200,
          depth: 1,
        });
        return entries.flatMap((entry) => {
          if (!isFilterId(entry.filterId)) return [];
          const images: Record<string, Media> = {};
          for (const choice of entry.choices ?? [])
            if (typeof choice.image === 'object' && choice.image?.url) images[choice.choiceId] = choice.image;
          return [
            {
              filterId: entry.filterId,
              categoryIds: entry.categoryIds ?? [],
              keepOrder: entry.keepOrder === true,
              images,
              order: (entry.choices ?? []).map((choice) => choice.choiceId),
            },
          ];
        });
      },
    );
  } catch (error) {
    forgetCached((cacheKey) => cacheKey === key);
    // shown without it: this render's page is not stored
    declareTags([NO_STORE]);
    logger.warn({ err: error, issueLevel: 'Dev' }, 'Visual filters could not be loaded');
    return [];
  }
}

/** The filter's choices in the whole category (labels in the shop's language), cached with the catalogue. */
function categoryChoices(db: Database, shop: ShopConfig, categoryId: string, filterId: FilterId) {
  return cached(
    `visual-filter-choices:${shop.code}:${categoryId}:${filterId}`,
    [CACHE_TAGS.catalog, categoryTag(categoryId)],
    TEN_MINUTES,
    async () => {
      const facets = await getListingFacets(db, shop, { categoryId }, EMPTY_SELECTION);
      const filter = facets.filters.find((f) => f.id === filterId);
      return (filter?.choices ?? []).flatMap((choice) =>
        'id' in choice ? [{ id: choice.id, label: choice.label }] : [],
      );
    },
  );
}

/**
 * The visual filter of a category listing (storefront S2.3 item 4, S3.5 visualFilterIds, S5): the
 * newest published entry naming the category. It shows when every choice the category offers for
 * the filter has an image; with a configured order, only when the order names exactly those
 * choices — otherwise nothing shows ('This should never happen', logged). Null when none shows.
 */
export async function getVisualFilter(
  db: Database,
  shop: ShopConfig,
  categoryId: string,
): Promise<VisualFilter | null> {
  const entry = (await configuredFilters(shop)).find((f) => f.categoryIds.includes(categoryId));
  if (!entry) return null;
  let choices: VisualFilterChoice[];
  try {
    choices = await categoryChoices(db, shop, categoryId, entry.filterId);
  } catch (error) {
    // the listing shows without its visual filter rather than failing
    // shown without it: this render's page is not stored
    declareTags([NO_STORE]);
    logger.warn({ err: error, issueLevel: 'Dev', categoryId }, 'Visual filter choices could not be loaded');
    return null;
  }
  const result = visualFilterChoices(choices, entry.images, entry.keepOrder ? entry.order : undefined);
  if (!result.show) {
    if (result.reason === 'orderMismatch')
      logger.error({ issueLevel: 'Dev', categoryId, filterId: entry.filterId }, 'This should never happen');
    return null;
  }
  return { id: entry.filterId, choices: result.choices };
}

/** The ids of the visual filters configured for a category (the listing GraphQL type's visualFilterIds). */
export async function visualFilterIdsOf(shop: ShopConfig, categoryId: string): Promise<FilterId[]> {
  const ids = (await configuredFilters(shop))
    .filter((f) => f.categoryIds.includes(categoryId))
    .map((f) => f.filterId);
  return [...new Set(ids)];
}
