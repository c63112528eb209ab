import 'server-only';
import { declareTags } from '@/server/cache/render-tags';
import type { ContentPage, SeoContent } from '@/cms/payload-types';
import type { ShopConfig } from '@/lib/shop/shop';
import { CACHE_TAGS, contentTag, NO_STORE } from '@/server/cache-tags';
import { logger } from '@/server/logger';
import { findShopEntries } from './find-shop-entries';
import { cached, forgetCached } from '@/server/tagged-cache';

export interface LinkBoxGroup {
  label: string;
  links: { name: string; destination: string }[];
}

/** A listing's editorial content from the CMS (spec S7.3 SeoContent, SeoContentBottom). */
export interface ListingContent {
  title: string | null;
  automaticShopname: boolean;
  description: string | null;
  indexDirective: 'index, follow' | 'noindex, follow' | null;
  categoryTitle: string | null;
  onsiteContent: unknown;
  linkBox: LinkBoxGroup[];
  bottomContent: unknown;
  /** the box with a content page's items above the filters (storefront S2.3 item 3) */
  contentBox: ListingContentBox | null;
  /** the route of the page the box points to, shown or not: its publication changes the listing */
  boxPageRoute: string | null;
}

type ContentItem = NonNullable<ContentPage['content']>[number];

export interface ListingContentBox {
  /** the content page's slug (its change drops the listings showing it) */
  slug: string;
  items: ContentItem[];
  horizontalAlignment: 'left' | 'center' | 'right';
}

export const NO_LISTING_CONTENT: ListingContent = {
  title: null,
  automaticShopname: true,
  description: null,
  indexDirective: null,
  categoryTitle: null,
  onsiteContent: null,
  linkBox: [],
  bottomContent: null,
  contentBox: null,
  boxPageRoute: null,
};

const TEN_MINUTES = 10 * 60 * 1000;

/** A link box group as an editor can leave it (drafts are saved unvalidated): complete links only. */
function linkBoxOf(entry: SeoContent): LinkBoxGroup[] {
  return (entry.linkBox ?? [])
    .map((group) => ({
      label: group.label ?? '',
      links: (group.links ?? []).filter((link) => link.name && link.destination?.startsWith('/')),
    }))
    .filter((group) => group.label && group.links.length > 0);
}

/** The content box's page when it is published for the shop in its locale and has items. */
function contentBoxOf(shop: ShopConfig, entry: SeoContent): ListingContentBox | null {
  const page = entry.contentBox?.contentPage;
  if (!page || typeof page !== 'object') return null;
  const items = page.content ?? [];
  const shown = page._status === 'published' && page.title && (page.shops ?? []).includes(shop.code as never);
  if (!shown || items.length === 0) return null;
  return { slug: page.slug, items, horizontalAlignment: entry.contentBox?.horizontalAlignment ?? 'left' };
}

async function load(shop: ShopConfig, categoryId: string): Promise<ListingContent> {
  const [entry] = await findShopEntries<SeoContent>('seo-contents', shop, {
    where: [{ categoryId: { equals: categoryId } }],
    // the content box's page with its items' images
    depth: 2,
  });
  if (!entry) return NO_LISTING_CONTENT;
  return {
    title: entry.title?.trim() || null,
    automaticShopname: entry.automaticShopname !== false,
    description: entry.description?.trim() || null,
    indexDirective: entry.indexDirective ?? null,
    categoryTitle: entry.categoryTitle?.trim() || null,
    onsiteContent: entry.onsiteContent ?? null,
    linkBox: linkBoxOf(entry),
    bottomContent: entry.bottomContent ?? null,
    contentBox: contentBoxOf(shop, entry),
    boxPageRoute: boxPageRouteOf(entry),
  };
}

function boxPageRouteOf(entry: SeoContent): string | null {
  const page = entry.contentBox?.contentPage;
  return page && typeof page === 'object' && page.slug ? `content/${page.slug}` : null;
}

/**
 * The published editorial content of a category's listing in the shop's locale, cached per shop
 * and category until a change is published (its tags: the category's, the box page's). When the CMS cannot be read
 * the listing shows without it, and the failure is logged (spec S8.7).
 */
/** The cache key of a category's listing content in a shop. */
const listingContentKey = (shopCode: string, categoryId: string) => `seo-content:${shopCode}:${categoryId}`;

export function getListingContent(shop: ShopConfig, categoryId: string): Promise<ListingContent> {
  return cached(
    listingContentKey(shop.code, categoryId),
    (content: ListingContent) => [
      CACHE_TAGS.content,
      contentTag('listing', categoryId),
      // its texts' and the box's images and modals
      contentTag('media'),
      ...(content.boxPageRoute ? [contentTag('page', content.boxPageRoute)] : []),
    ],
    TEN_MINUTES,
    () => load(shop, categoryId),
  ).catch((error: unknown) => {
    forgetCached((key) => key === listingContentKey(shop.code, categoryId));
    // shown without it: this render's page is not stored
    declareTags([NO_STORE]);
    logger.warn({ err: error, issueLevel: 'Dev', categoryId }, 'Listing content could not be loaded');
    return NO_LISTING_CONTENT;
  });
}
