import 'server-only';
import type { BannerBlock, Promotion, RichtextBlock } from '@/cms/payload-types';
import { checkContentItem } from '@/lib/content/content-item-rules';
import { isEmptyRichText } from '@/lib/content/rich-text-empty';
import {
  editorialByChunk,
  editorialPositions,
  placeEditorial,
  type PlacedEditorial,
} from '@/lib/listing/editorial-placement';
import type { ShopConfig } from '@/lib/shop/shop';
import { CACHE_TAGS, contentTag, productTag } from '@/server/cache-tags';
import type { Database } from '@/server/db/client';
import { logger } from '@/server/logger';
import { cached } from '@/server/tagged-cache';
import type { PlpContent } from './get-plp-content';
import { promotionView, type PromotionView } from './promotion-view';

/** An editorial item of a listing's grid, ready to draw. */
export type ListingEditorialItem =
  | { kind: 'seoAdvice'; data: unknown }
  | { kind: 'banner'; block: BannerBlock; modalPrefix: string }
  | { kind: 'richtext'; block: RichtextBlock }
  | { kind: 'promotion'; view: PromotionView; position: number };

export interface ListingEditorial {
  first: PlacedEditorial<ListingEditorialItem>[];
  second: PlacedEditorial<ListingEditorialItem>[];
  /** the entry placed, and the products on the page: what the second chunk asks for its items */
  entryId: string | null;
  productCount: number;
}

/** Whether an item passes the renderer's checks of spec S5 (a warning logged otherwise). */
function renders(block: BannerBlock | RichtextBlock): boolean {
  const verdict = checkContentItem(block as unknown as Record<string, unknown>);
  if (!verdict.render && verdict.warning)
    logger.warn({ issueLevel: 'Business', blockType: block.blockType }, verdict.warning);
  return verdict.render;
}

type Card = { item: ListingEditorialItem; slots: 1 | 2 };

async function resolveCards(
  db: Database,
  shop: ShopConfig,
  entry: PlpContent,
  preview: boolean,
): Promise<Card[]> {
  const cards = await Promise.all(
    entry.cards.map(async (block): Promise<Card | null> => {
      if (block.blockType === 'Richtext')
        return renders(block) ? { item: { kind: 'richtext', block }, slots: 2 } : null;
      const promotion = typeof block.promotion === 'object' ? (block.promotion as Promotion) : null;
      // a promotion unpublished or of another shop is not shown
      if (!promotion || !promotion.shops?.includes(shop.code as never)) return null;
      if (!preview && promotion._status !== 'published') return null;
      const view = await promotionView(db, shop, promotion);
      return view ? { item: { kind: 'promotion', view, position: 0 }, slots: view.slots } : null;
    }),
  );
  return cards.filter((card) => card !== null);
}

const TEN_MINUTES = 10 * 60_000;

/** the products whose prices an entry's promotion cards show */
function eyecatcherTags(entry: PlpContent) {
  return entry.cards.flatMap((block) => {
    if (block.blockType === 'Richtext' || typeof block.promotion !== 'object') return [];
    const promotion = block.promotion as Promotion | null;
    const ids = [promotion?.eyecatcher?.productId, promotion?.automatedProductId];
    return ids.filter((id): id is string => typeof id === 'string' && id !== '').map(productTag);
  });
}

/**
 * An entry's cards resolved (links, automated images, eyecatcher prices: database reads), shared
 * by the renders until a promotion is published or a price they show changes (their tags).
 * Preview resolves afresh.
 */
async function entryCards(db: Database, shop: ShopConfig, entry: PlpContent | null, preview: boolean) {
  if (!entry || entry.cards.length === 0) return [];
  if (preview) return resolveCards(db, shop, entry, true);
  const cards = await cached(
    `plps:cards:${shop.code}:${entry.entryId}`,
    [
      CACHE_TAGS.content,
      contentTag('listings'),
      contentTag('media'),
      CACHE_TAGS.catalog,
      ...eyecatcherTags(entry),
    ],
    TEN_MINUTES,
    () => resolveCards(db, shop, entry, false),
  );
  // each render places its own copies (positions are written into them)
  return cards.map((card) => (card.item.kind === 'promotion' ? { ...card, item: { ...card.item } } : card));
}

/**
 * The editorial items of a listing's first page placed among its products (spec storefront S2.3
 * item 7, S5 placement groups, S9 positions): the SEO advice text (FullwidthTeaser), the entry's
 * banners and rich texts (Fullwidth, modal ids plp1…plp3 in banner order) and its promotion
 * cards and rich texts (CardLike; a rich text or a '4to3' promotion takes two slots). Items that
 * fail the spec's checks are left out.
 */
export async function listingEditorial(
  db: Database,
  shop: ShopConfig,
  input: {
    entry: PlpContent | null;
    onsiteContent: unknown;
    /** products on the first page (both chunks) and whether a second chunk exists */
    productCount: number;
    secondChunkExists: boolean;
    /** preview shows promotions not published yet */
    preview: boolean;
  },
): Promise<ListingEditorial> {
  const teaser: ListingEditorialItem | null = isEmptyRichText(input.onsiteContent)
    ? null
    : { kind: 'seoAdvice', data: input.onsiteContent };
  const banners: ListingEditorialItem[] = [];
  for (const block of input.entry?.banners ?? []) {
    if (!renders(block)) continue;
    banners.push(
      block.blockType === 'Banner'
        ? { kind: 'banner', block, modalPrefix: `plp${banners.length + 1}` }
        : { kind: 'richtext', block },
    );
  }
  const cards = await entryCards(db, shop, input.entry, input.preview);
  const placed = placeEditorial(input.productCount, editorialPositions(teaser, banners, cards));
  // promotions are tracked with their place in the grid (1-based)
  for (const p of placed) if (p.item.item.kind === 'promotion') p.item.item.position = p.position + 1;
  return {
    ...editorialByChunk(placed, input.secondChunkExists),
    entryId: input.entry?.entryId ?? null,
    productCount: input.productCount,
  };
}
