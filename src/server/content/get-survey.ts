import 'server-only';
import { declareTags } from '@/server/cache/render-tags';
import type { Survey } from '@/cms/payload-types';
import type { ShopConfig } from '@/lib/shop/shop';
import { isEmptyRichText } from '@/lib/content/rich-text-empty';
import { CACHE_TAGS, contentTag, NO_STORE } from '@/server/cache-tags';
import { logger } from '@/server/logger';
import { cached, forgetCached } from '@/server/tagged-cache';
import { findShopEntries } from './find-shop-entries';

export interface SurveyTeaser {
  id: string;
  headline: string;
  description: unknown;
  buttonLabel: string;
  url: string;
}

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * The survey of a listing (spec storefront S7.3 survey: pages contain the page key, one): the
 * first of the keys asked (its category id, then 'productListingPage') that a survey names.
 * Null without one, or when it lacks url, headline, buttonLabel or description (S5). Cached with
 * the listing entries (dropped when either is published).
 */
export async function getSurvey(shop: ShopConfig, pageKeys: readonly string[]): Promise<SurveyTeaser | null> {
  const key = `surveys:${shop.code}`;
  let surveys: Survey[];
  try {
    surveys = await cached(
      key,
      [CACHE_TAGS.content, contentTag('listings'), contentTag('media')],
      TEN_MINUTES,
      () => findShopEntries<Survey>('surveys', shop, { limit: 100 }),
    );
  } catch (error) {
    forgetCached((cacheKey) => cacheKey === key);
    // shown without it: this render's page is not stored
    declareTags([NO_STORE]);
    logger.warn({ err: error, issueLevel: 'Dev' }, 'Surveys could not be loaded');
    return null;
  }
  for (const pageKey of pageKeys) {
    const survey = surveys.find((candidate) => candidate.pages?.includes(pageKey));
    if (!survey) continue;
    if (
      !survey.url ||
      !survey.headline?.trim() ||
      !survey.buttonLabel?.trim() ||
      isEmptyRichText(survey.description)
    )
      return null;
    return {
      id: String(survey.id),
      headline: survey.headline.trim(),
      description: survey.description,
      buttonLabel: survey.buttonLabel.trim(),
      url: survey.url,
    };
  }
  return null;
}
