import { ShopLink } from '@/components/layout/shop-link';
import { useTranslations } from 'next-intl';
import type { BadgeInput } from '@/lib/badges';
import { productImageSrcSet, productImageUrl } from '@/lib/image-url';
import type { ProductTile } from '@/server/listing/load-tiles';
import { WishlistToggle } from '@/components/wishlist/wishlist-toggle';
import { Badges } from './badges';
import { Price } from './price';

/** What a tile shows: all that travels to the browser in the page's payload for each tile. */
export type TileView = Pick<
  ProductTile,
  | 'id'
  | 'masterKey'
  | 'name'
  | 'brandName'
  | 'flag'
  | 'salesUnit'
  | 'heatDegree'
  | 'priceMin'
  | 'priceMax'
  | 'priceOld'
  | 'savingMax'
  | 'colors'
> & { image: Pick<NonNullable<ProductTile['image']>, 'hash' | 'alt'> | null };

export function tileView(tile: ProductTile): TileView {
  return {
    id: tile.id,
    masterKey: tile.masterKey,
    name: tile.name,
    brandName: tile.brandName,
    flag: tile.flag,
    salesUnit: tile.salesUnit,
    heatDegree: tile.heatDegree,
    priceMin: tile.priceMin,
    priceMax: tile.priceMax,
    priceOld: tile.priceOld,
    savingMax: tile.savingMax,
    colors: tile.colors,
    image: tile.image ? { hash: tile.image.hash, alt: tile.image.alt } : null,
  };
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
}

/** A listing tile: image with the wishlist toggle, brand, name, price and colour dots. */
export function ProductCard({
  tile,
  priority = false,
  highPriority = false,
  wishlistAppearance = 'icon',
  actions,
}: Props) {
  const t = useTranslations('product');
  return (
    <article className="tile">
      <ShopLink href={`/p/${tile.id}`} className="tile-link">
        {tile.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- served by the shop's own image endpoint with srcset
          <img
            src={productImageUrl(tile.image.hash, { width: 384 })}
            srcSet={productImageSrcSet(tile.image.hash, 768)}
            sizes="(min-width: 992px) 25vw, (min-width: 576px) 33vw, 50vw"
            alt={tile.image.alt}
            width={1390}
            height={1860}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={highPriority ? 'high' : undefined}
            className="product-image tile-image"
          />
        ) : null}
        <Badges
          flag={tile.flag as BadgeInput['flag']}
          saving={tile.savingMax}
          savingRange={false}
          variantChosen={false}
          salesUnit={tile.salesUnit}
          heatDegree={tile.heatDegree as BadgeInput['heatDegree']}
          mode="all"
        />
        <span className="tile-brand">{tile.brandName}</span>
        <h3 className="tile-name">{tile.name}</h3>
      </ShopLink>
      <Price min={tile.priceMin} old={tile.priceOld} priceRange={tile.priceMin !== tile.priceMax} />
      {tile.colors.length > 1 ? (
        <ul className="tile-colors" aria-label={t('availableColors', { colorCount: tile.colors.length })}>
          {tile.colors.slice(0, 5).map((c) => (
            <li key={c.id} className="color-dot" style={{ backgroundColor: c.code }} title={c.label}>
              <span className="sr-only">{c.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {actions}
      <WishlistToggle productId={tile.id} appearance={wishlistAppearance} className="tile-wishlist" />
    </article>
  );
}
