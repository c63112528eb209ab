import 'server-only';
import { declareTags } from '@/server/cache/render-tags';
import type { HomePage } from '@/cms/payload-types';
import type { ShopConfig } from '@/lib/shop/shop';
import {
  needsUserData,
  selectTargetedEntry,
  type PreviewChoice,
} from '@/lib/targeting/select-targeted-entry';
import { triggerConditionsOf } from '@/lib/targeting/trigger-conditions';
import { CACHE_TAGS, contentTag, NO_STORE } from '@/server/cache-tags';
import { logger } from '@/server/logger';
import { cached, forgetCached } from '@/server/tagged-cache';
import { targetingVisitor } from '@/server/targeting/targeting-visitor';
import { findShopEntries } from './find-shop-entries';
import { noteTargetedHome, registerTargetingReader } from './targeted-routes';

function loadEntries(shop: ShopConfig, preview: boolean): Promise<HomePage[]> {
  // depth 2: the carousel's promotions with their images, the banners' modals and images
  return findShopEntries<HomePage>('home-pages', shop, { preview, depth: 2, limit: 50 });
}

/**
 * The shop's home entries in its locale, newest first: the published ones (cached until a change
 * is published), or the latest drafts in preview. Empty when the CMS cannot be read (logged): the
 * shop then shows its generated home page rather than none.
 */
export async function homeEntries(shop: ShopConfig, preview: boolean): Promise<HomePage[]> {
  const key = `home:${shop.code}`;
  try {
    if (preview) return await loadEntries(shop, true);
    const entries = await cached(
      key,
      [
        CACHE_TAGS.content,
        contentTag('home'),
        contentTag('targeting'),
        // its carousel's promotions and their images
        contentTag('listings'),
        contentTag('media'),
      ],
      TEN_MINUTES,
      () => loadEntries(shop, false),
    );
    noteTargetedHome(
      shop.code,
      entries.some((entry) => entry.trigger !== null && entry.trigger !== undefined),
    );
    return entries;
  } catch (error) {
    forgetCached((cacheKey) => cacheKey === key);
    // shown without it: this render's page is not stored
    declareTags([NO_STORE]);
    logger.warn({ err: error, issueLevel: 'Dev' }, 'Home page content could not be loaded');
    return [];
  }
}

registerTargetingReader('home', (shop) => homeEntries(shop, false));

export interface HomeRequest {
  preview: boolean;
  /** ?campaignTrigger= of the request */
  campaignParam: string | null;
  /** the editor's choice in preview (?selectedTrigger=) */
  previewChoice?: PreviewChoice;
}

/**
 * The home page entry this visitor sees (customer-and-content S4): targeted among the shop's
 * entries when any has a trigger (the visitor's data is read only then, and account data only
 * when a trigger asks for it), else the untriggered one; null when the shop has none.
 */
export async function getHomePage(shop: ShopConfig, request: HomeRequest): Promise<HomePage | null> {
  const entries = await homeEntries(shop, request.preview);
  const candidates = entries.map((entry) => ({
    entry,
    id: String(entry.id),
    trigger: triggerConditionsOf(entry.trigger),
  }));
  if (candidates.every((candidate) => candidate.trigger === null)) return candidates[0]?.entry ?? null;
  const visitor = await targetingVisitor(shop, {
    campaignParam: request.campaignParam,
    withUser: needsUserData(candidates),
  });
  const choice = request.preview ? request.previewChoice : undefined;
  return selectTargetedEntry(candidates, visitor, choice)?.entry ?? null;
}

const TEN_MINUTES = 10 * 60 * 1000;
