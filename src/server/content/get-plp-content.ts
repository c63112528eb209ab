import 'server-only';
import { declareTags } from '@/server/cache/render-tags';
import type { BannerBlock, Plp, PromotionCardBlock, RichtextBlock } from '@/cms/payload-types';
import type { ShopConfig } from '@/lib/shop/shop';
import {
  needsUserData,
  selectTargetedEntry,
  type PreviewChoice,
} from '@/lib/targeting/select-targeted-entry';
import { triggerConditionsOf } from '@/lib/targeting/trigger-conditions';
import { CACHE_TAGS, contentTag, NO_STORE } from '@/server/cache-tags';
import { categoryIndexFor } from '@/server/catalog/category-index';
import { logger } from '@/server/logger';
import { cached, forgetCached } from '@/server/tagged-cache';
import { targetingVisitor } from '@/server/targeting/targeting-visitor';
import { findShopEntries } from './find-shop-entries';
import { noteTargetedListings, registerTargetingReader } from './targeted-routes';

/** A listing's editorial entry as the page uses it (spec storefront S3.5 "PLP editorial entry"). */
export interface PlpContent {
  entryId: string;
  banners: (BannerBlock | RichtextBlock)[];
  cards: (PromotionCardBlock | RichtextBlock)[];
  bottomRecommendation: { outputId: string; title: string | null } | null;
}

export interface PlpRequest {
  preview: boolean;
  campaignParam: string | null;
  /** the editor's choice in preview: plpEntryId or selectedTrigger (spec S2, S4) */
  previewChoice?: PreviewChoice;
}

/** Entries per shop in one query: at most this many are read (newest first). */
const ENTRY_LIMIT = 500;
const TEN_MINUTES = 10 * 60 * 1000;

type EntryIndex = ReadonlyMap<string, Plp[]>;

function indexByCategory(entries: readonly Plp[]): EntryIndex {
  const index = new Map<string, Plp[]>();
  for (const entry of entries)
    for (const id of entry.categoryIds ?? []) {
      const list = index.get(id) ?? [];
      list.push(entry);
      index.set(id, list);
    }
  return index;
}

async function loadIndex(shop: ShopConfig, preview: boolean): Promise<EntryIndex> {
  // depth 2: the cards' promotions with their images, the banners' modals and images, the trigger
  const entries = await findShopEntries<Plp>('plps', shop, { preview, depth: 2, limit: ENTRY_LIMIT });
  return indexByCategory(entries);
}

/** Notes the shop's listing paths that have a triggered entry: they never enter the page cache. */
function noteTargeted(shop: ShopConfig, index: EntryIndex): void {
  const categories = categoryIndexFor(shop.locale);
  const paths = new Set<string>();
  for (const [categoryId, entries] of index)
    if (entries.some((entry) => entry.trigger !== null && entry.trigger !== undefined)) {
      const path = categories.byId(categoryId)?.path;
      if (path) paths.add(path);
    }
  noteTargetedListings(shop.code, paths);
}

/**
 * The shop's listing entries by category: the published ones (one query per shop, cached until
 * a listing entry, promotion, trigger, modal or image is published), or the latest drafts in
 * preview.
 */
async function entryIndex(shop: ShopConfig, preview: boolean): Promise<EntryIndex> {
  if (preview) return loadIndex(shop, true);
  const index = await cached(
    `plps:${shop.code}`,
    [CACHE_TAGS.content, contentTag('listings'), contentTag('targeting'), contentTag('media')],
    TEN_MINUTES,
    () => loadIndex(shop, false),
  );
  noteTargeted(shop, index);
  return index;
}

registerTargetingReader('listings', (shop) => entryIndex(shop, false));

function contentOf(entry: Plp): PlpContent {
  const bottom = entry.bottomRecommendation;
  return {
    entryId: String(entry.id),
    banners: entry.banners ?? [],
    cards: entry.cards ?? [],
    bottomRecommendation: bottom?.outputId
      ? { outputId: bottom.outputId, title: bottom.title?.trim() || null }
      : null,
  };
}

/**
 * The editorial entry of a category's listing for this visitor (spec storefront S4.8, S7.3
 * plpContent; customer-and-content S4 targeting): among the shop's entries naming the category,
 * one whose campaign trigger matches, then another triggered one whose conditions hold, then an
 * untriggered one; in preview the entry of plpEntryId or of the selected trigger. Only for a
 * listing's first page (the caller asks only then). Null without one, and when the CMS cannot be
 * read (a warning; the listing shows without).
 */
export async function getPlpContent(
  shop: ShopConfig,
  categoryId: string,
  request: PlpRequest,
): Promise<PlpContent | null> {
  try {
    const entries = (await entryIndex(shop, request.preview)).get(categoryId) ?? [];
    if (entries.length === 0) return null;
    const candidates = entries.map((entry) => ({
      entry,
      id: String(entry.id),
      trigger: triggerConditionsOf(entry.trigger),
    }));
    const choice = request.preview ? request.previewChoice : undefined;
    if (!choice && candidates.every((candidate) => candidate.trigger === null))
      return contentOf(candidates[0]!.entry);
    const visitor = await targetingVisitor(shop, {
      campaignParam: request.campaignParam,
      withUser: needsUserData(candidates),
    });
    const chosen = selectTargetedEntry(candidates, visitor, choice);
    return chosen ? contentOf(chosen.entry) : null;
  } catch (error) {
    forgetCached((key) => key === `plps:${shop.code}`);
    // shown without it: this render's page is not stored
    declareTags([NO_STORE]);
    logger.warn({ err: error, issueLevel: 'Dev', categoryId }, 'Listing entry could not be loaded');
    return null;
  }
}

/**
 * One entry of a category's listing by its id (the one the page chose, asked for again when the
 * page's second chunk loads): the published one, or its latest draft in preview. Null when the
 * category has no such entry or the CMS cannot be read.
 */
export async function getPlpEntryById(
  shop: ShopConfig,
  categoryId: string,
  entryId: string,
  preview: boolean,
): Promise<PlpContent | null> {
  try {
    const entry = (await entryIndex(shop, preview)).get(categoryId)?.find((e) => String(e.id) === entryId);
    return entry ? contentOf(entry) : null;
  } catch (error) {
    // shown without it: this render's page is not stored
    declareTags([NO_STORE]);
    logger.warn({ err: error, issueLevel: 'Dev', categoryId }, 'Listing entry could not be loaded');
    return null;
  }
}
