import { ShopLink } from '@/components/layout/shop-link';
import { useLocale } from 'next-intl';
import type { ReactElement } from 'react';
import { useRepeatedTranslations } from '@/i18n/repeated-translations';
import { textLanguage } from '@/i18n/text-language';
import type { BadgeInput } from '@/lib/badges';
import {
  productImageSrcSet,
  productImageUrl,
  TILE_IMAGE_MAX_WIDTH,
  TILE_IMAGE_MIN_WIDTH,
} from '@/lib/image-url';
import type { ProductTile } from '@/server/listing/load-tiles';
import { WishlistToggle } from '@/components/wishlist/wishlist-toggle';
import { Badges } from './badges';
import { Price } from './price';
import { RatingSummary } from './rating-summary';

/**
 * What a tile shows: all that travels to the browser in the page's payload for each tile. Fields at
 * their usual value are left out (no flag, no badge, no old price, one price), and only the colour
 * dots a tile draws travel, so a listing's 36 tiles cost about 10 KB of payload instead of 25 KB.
 */
export interface TileView {
  id: string;
  masterKey: string;
  name: string;
  brandName: string;
  priceMin: number;
  image: Pick<NonNullable<ProductTile['image']>, 'hash' | 'alt'> | null;
  /** the first colours, drawn as dots when the style has more than one */
  colors: ProductTile['colors'];
  /** how many colours the style has, when more than the dots drawn */
  colorCount?: number;
  flag?: string;
  salesUnit?: string;
  heatDegree?: string;
  /** strike-out price, when reduced */
  priceOld?: number;
  savingMax?: number;
  /** the sizes' savings differ: 'bis zu - n%' (S4.3) */
  savingRange?: true;
  /** the sizes' prices differ ('ab') */
  priceRange?: true;
  /** every size is sold out: the sold-out overlay (S4.1) */
  outsold?: true;
  /** average (tenths of a star) and count of the published reviews in the shop, when there are any */
  rating?: [number, number];
}

/** The colour dots a tile draws. */
const COLOR_DOTS = 5;

export function tileView(tile: ProductTile): TileView {
  const view: TileView = {
    id: tile.id,
    masterKey: tile.masterKey,
    name: tile.name,
    brandName: tile.brandName,
    priceMin: tile.priceMin,
    image: tile.image ? { hash: tile.image.hash, alt: tile.image.alt } : null,
    colors: tile.colors.length > 1 ? tile.colors.slice(0, COLOR_DOTS) : [],
  };
  if (tile.colors.length > COLOR_DOTS) view.colorCount = tile.colors.length;
  if (tile.flag !== 'none') view.flag = tile.flag;
  if (tile.salesUnit) view.salesUnit = tile.salesUnit;
  if (tile.heatDegree) view.heatDegree = tile.heatDegree;
  if (tile.priceOld > 0) view.priceOld = tile.priceOld;
  if (tile.savingMax > 0) view.savingMax = tile.savingMax;
  if (tile.savingMax > 0 && tile.savingMin !== tile.savingMax) view.savingRange = true;
  if (tile.priceMax !== tile.priceMin) view.priceRange = true;
  if (tile.outsold) view.outsold = true;
  if (tile.ratingCount > 0) view.rating = [tile.ratingTenths, tile.ratingCount];
  return view;
}

interface Props {
  tile: TileView;
  /** eager image (the first two rows) */
  priority?: boolean;
  /** fetched first (the first row on phones) */
  highPriority?: boolean;
  /** the tile's wishlist toggle: a heart (listing) or a close icon (wishlist page) */
  wishlistAppearance?: 'icon' | 'remove';
  /** extra actions under the price, e.g. add to basket on the wishlist page */
  actions?: React.ReactNode;
  /** query of the product link, e.g. 'reco=outfit' on recommendation slides (spec S2.5) */
  linkQuery?: string;
  /** no wishlist toggle: wishlist-based recommendations and the store runtime (spec S6) */
  hideWishlist?: boolean;
  /** prefix of the tile's element ids where the same product may show twice on a page */
  idScope?: string;
  /** called when the shopper follows the product link (recommendation click tracking) */
  onOpen?: () => void;
}

/** A listing tile: image with the wishlist toggle, brand, name, price and colour dots. */
export function ProductCard({
  tile,
  priority = false,
  highPriority = false,
  wishlistAppearance = 'icon',
  actions,
  linkQuery,
  hideWishlist = false,
  idScope = 'tile',
  onOpen,
}: Props) {
  const t = useRepeatedTranslations('product');
  const locale = useLocale();
  return (
    <article className={tile.outsold ? 'tile tile-outsold' : 'tile'}>
      <ShopLink
        href={linkQuery ? `/p/${tile.id}?${linkQuery}` : `/p/${tile.id}`}
        className="tile-link"
        onClick={onOpen}
        // a tile kept as server markup (components/listing/kept-tile.tsx) is a plain link there: the
        // shop's navigation handler takes it by its class (components/client/shop-link-navigation.tsx)
      >
        {tile.image ? (
          <TileImage
            image={
              // eslint-disable-next-line @next/next/no-img-element -- served by the shop's own image endpoint with srcset
              <img
                src={productImageUrl(tile.image.hash, { width: 384 })}
                // a tile is at least 160 px wide (two columns on a 360 px phone): 136 w is never chosen
                srcSet={productImageSrcSet(
                  tile.image.hash,
                  TILE_IMAGE_MAX_WIDTH,
                  undefined,
                  TILE_IMAGE_MIN_WIDTH,
                )}
                sizes="(min-width:992px) 25vw,(min-width:576px) 33vw,50vw"
                alt={tile.image.alt}
                width={1390}
                height={1860}
                loading={priority ? 'eager' : 'lazy'}
                fetchPriority={highPriority ? 'high' : undefined}
                className="tile-image"
              />
            }
            preloadInHead={!priority || highPriority}
          />
        ) : null}
        {tile.outsold ? <span className="tile-outsold-label">{t('soldOut')}</span> : null}
        <Badges
          flag={(tile.flag ?? 'none') as BadgeInput['flag']}
          saving={tile.savingMax ?? 0}
          savingRange={tile.savingRange === true}
          variantChosen={false}
          salesUnit={tile.salesUnit ?? null}
          heatDegree={(tile.heatDegree ?? null) as BadgeInput['heatDegree']}
          mode="all"
        />
        <span className="tile-brand">{tile.brandName}</span>
        <h3 className="tile-name">{tile.name}</h3>
      </ShopLink>
      <Price min={tile.priceMin} old={tile.priceOld ?? 0} priceRange={tile.priceRange === true} />
      {tile.rating ? <RatingSummary ratingTenths={tile.rating[0]} count={tile.rating[1]} /> : null}
      {tile.colors.length > 0 ? (
        <>
          {/* the spec's English name in its own element: lang="en" there leaves the colour names German */}
          <span
            hidden
            id={`${idScope}-colors-${tile.id}`}
            lang={textLanguage(locale, 'product.availableColors')}
          >
            {t('availableColors', { colorCount: tile.colorCount ?? tile.colors.length })}
          </span>
          <ul className="tile-colors" aria-labelledby={`${idScope}-colors-${tile.id}`}>
            {tile.colors.map((c) => (
              // the dot's colour as a custom property (.tile-colors > li): 36 tiles × 5 dots of markup
              <li key={c.id} style={{ '--dot': c.code } as React.CSSProperties} title={c.label}>
                <span className="sr-only">{c.label}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {actions}
      {hideWishlist ? null : (
        <WishlistToggle productId={tile.id} appearance={wishlistAppearance} className="tile-wishlist" />
      )}
    </article>
  );
}

/**
 * React writes a preload link into the document's head for every image not lazily loaded (about
 * 380 bytes each with a srcset, 3 KB for a listing's first rows) unless it is inside a <picture>.
 * The tiles of the first rows need none: the browser finds their images in the markup right
 * after the header; the one or two LCP candidates (high priority) keep theirs.
 */
function TileImage({ image, preloadInHead }: { image: ReactElement; preloadInHead: boolean }) {
  return preloadInHead ? image : <picture className="contents">{image}</picture>;
}
