import { hasInteractiveContent } from '@/lib/content/rich-text-interactive';
import { productTag } from '@/server/cache-tags';
import { declareTags } from '@/server/cache/render-tags';
import 'server-only';
import type { Media, Promotion } from '@/cms/payload-types';
import type { ShopConfig } from '@/lib/shop/shop';
import { productIdsOf, getItemProducts } from '@/server/content/get-item-products';
import { categoryIndexFor } from '@/server/catalog/category-index';
import { listCategoryProducts } from '@/server/catalog/list-category-products';
import { localiseTile } from '@/server/listing/localise-listing';
import { catalogTextsFor } from '@/server/catalog/catalog-texts';
import type { Database } from '@/server/db/client';
import type { ProductImage } from '@/server/db/schema/catalog';
import { logger } from '@/server/logger';

export type PromotionImage =
  { kind: 'cms'; media: Media; alt: string } | { kind: 'product'; image: ProductImage; alt: string };

export type PromotionEyecatcher =
  { kind: 'text'; text: string } | { kind: 'price'; min: number; old: number; range: boolean };

/** A promotion card as the listing draws it (spec customer-and-content S3 Promotion, S5). */
export interface PromotionView {
  id: string;
  trackingName: string;
  displayType: Promotion['displayType'];
  headline: string | null;
  title: string | null;
  text: string | null;
  customText: unknown;
  callToAction: string | null;
  href: string;
  external: boolean;
  image: PromotionImage | null;
  legalHint: string | null;
  eyecatcher: (PromotionEyecatcher & { size: string; design: string }) | null;
  layoutColor: string;
  slots: 1 | 2;
}

const blank = (value: string | null | undefined): value is null | undefined | '' => !value?.trim();

/**
 * The card's target: its link, else the category of its category image link (spec S3 link
 * priority). Internal links carry promotionId and the pinned products (spec S2 query parameters).
 */
function targetOf(promotion: Promotion, shop: ShopConfig): { href: string; external: boolean } | null {
  const link =
    promotion.link?.trim() || categoryIndexFor(shop.locale).byId(promotion.categoryImageLink ?? '')?.path;
  if (!link) return null;
  if (!link.startsWith('/')) return { href: link, external: true };
  const [path, query = ''] = link.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('promotionId', String(promotion.id));
  const pinned = productIdsOf(promotion.pinnedProductIDs);
  if (pinned.length > 0) params.set('pin', pinned.join(','));
  return { href: `${path}?${params.toString()}`, external: false };
}

/** The card's image: its own, else the automated product's, else the category's best seller. */
async function imageOf(db: Database, shop: ShopConfig, promotion: Promotion): Promise<PromotionImage | null> {
  const media = promotion.asset && typeof promotion.asset === 'object' ? promotion.asset : null;
  if (media?.url) return { kind: 'cms', media, alt: media.alt ?? '' };
  const texts = catalogTextsFor(shop.locale);
  if (promotion.automatedProductId) {
    const [tile] = await getItemProducts(db, shop, [promotion.automatedProductId]);
    if (tile?.image) return { kind: 'product', image: tile.image, alt: tile.name };
  }
  if (promotion.categoryImageLink && categoryIndexFor(shop.locale).byId(promotion.categoryImageLink)) {
    const { tiles } = await listCategoryProducts(db, shop, promotion.categoryImageLink, {
      sort: 'sortKey',
      limit: 1,
    });
    const tile = tiles[0] ? localiseTile(tiles[0], texts) : null;
    if (tile?.image) return { kind: 'product', image: tile.image, alt: tile.name };
  }
  return null;
}

async function eyecatcherOf(
  db: Database,
  shop: ShopConfig,
  promotion: Promotion,
): Promise<PromotionView['eyecatcher']> {
  const e = promotion.eyecatcher;
  const look = { size: e?.size ?? 'medium', design: e?.eyecatcherDesign ?? 'DEFAULT' };
  if (e?.eyecatcherType === 'TEXT' && !blank(e.eyecatcherText))
    return { kind: 'text', text: e.eyecatcherText.trim(), ...look };
  if (e?.eyecatcherType === 'PRICE_BY_PRODUCTID' && e.productId) {
    // what the spec's productPriceAndNameById asks: the product's price (sold-out products none)
    declareTags([productTag(e.productId)]);
    const [tile] = await getItemProducts(db, shop, [e.productId]);
    if (tile)
      return {
        kind: 'price',
        min: tile.priceMin,
        old: tile.priceOld,
        range: tile.priceMin !== tile.priceMax,
        ...look,
      };
  }
  return null;
}

/** A CUSTOM card's text; one with links or embedded entries (it reached the database another way) is left out. */
function customTextOf(promotion: Promotion): unknown {
  if (!promotion.customText) return null;
  if (!hasInteractiveContent(promotion.customText)) return promotion.customText;
  logger.warn({ issueLevel: 'Business', promotionId: promotion.id }, 'Promotion text with links detected');
  return null;
}

/**
 * A promotion as a card, or null with the spec's warning when it cannot be shown (S5): without a
 * link; strict (the default) without an image; lenient (BOX always) with neither image nor
 * title. The image's alt text is emptied when it repeats the title.
 */
export async function promotionView(
  db: Database,
  shop: ShopConfig,
  promotion: Promotion,
): Promise<PromotionView | null> {
  const target = targetOf(promotion, shop);
  const [image, eyecatcher] = await Promise.all([
    imageOf(db, shop, promotion),
    eyecatcherOf(db, shop, promotion),
  ]);
  const title = promotion.title?.trim() || null;
  const lenient = promotion.displayType === 'BOX' || promotion.lenientCheck === true;
  if (!target || (!lenient && !image) || (lenient && !image && !title)) {
    logger.warn({ issueLevel: 'Business', promotionId: promotion.id }, 'Card with missing data detected');
    return null;
  }
  if (image && title && image.alt.trim().toLowerCase() === title.toLowerCase()) image.alt = '';
  return {
    id: String(promotion.id),
    trackingName: promotion.trackingName?.trim() || promotion.internalTitle,
    displayType: promotion.displayType,
    headline: promotion.headline?.trim() || null,
    title,
    text: promotion.text?.trim() || null,
    customText: customTextOf(promotion),
    callToAction: promotion.callToAction?.trim() || null,
    ...target,
    image,
    legalHint: promotion.legalHint?.trim() || null,
    eyecatcher,
    layoutColor: promotion.layoutColor ?? 'Primary',
    slots: promotion.tags?.includes('4to3') ? 2 : 1,
  };
}
