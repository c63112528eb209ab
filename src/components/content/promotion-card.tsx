import { Price } from '@/components/product/price';
import {
  productImageSrcSet,
  productImageUrl,
  TILE_IMAGE_MAX_WIDTH,
  TILE_IMAGE_MIN_WIDTH,
} from '@/lib/image-url';
import type { PromotionView } from '@/server/content/promotion-view';
import { CmsImage } from './cms-image';
import { ContentRichText } from './content-rich-text';
import { ItemLink } from './teaser-items';

/** A one-slot card is as wide as a product tile and is offered its widths; a two-slot one up to 1024. */
function CardImage({ view }: { view: PromotionView }) {
  const image = view.image;
  if (!image) return null;
  const sizes =
    view.slots === 2
      ? '(min-width: 992px) 50vw, (min-width: 576px) 66vw, 100vw'
      : '(min-width: 992px) 25vw, (min-width: 576px) 33vw, 50vw';
  if (image.kind === 'cms')
    return (
      <CmsImage
        media={image.media}
        alt={image.alt}
        ratio={view.slots === 2 ? '4:3' : '3:4'}
        sizes={sizes}
        minWidth={TILE_IMAGE_MIN_WIDTH}
        maxWidth={view.slots === 2 ? 1024 : TILE_IMAGE_MAX_WIDTH}
        className="promo-image"
      />
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the shop's own image endpoint with srcset
    <img
      src={productImageUrl(image.image.hash, { width: 384 })}
      srcSet={productImageSrcSet(image.image.hash, TILE_IMAGE_MAX_WIDTH, undefined, TILE_IMAGE_MIN_WIDTH)}
      sizes={sizes}
      alt={image.alt}
      width={1390}
      height={1860}
      loading="lazy"
      decoding="async"
      className="promo-image"
    />
  );
}

function Eyecatcher({ view }: { view: PromotionView }) {
  const e = view.eyecatcher;
  if (!e) return null;
  return (
    <div
      className={`promo-eyecatcher promo-eyecatcher-${e.size} promo-eyecatcher-${e.design}${
        e.kind === 'price' ? ' promo-eyecatcher-price' : ''
      }`}
    >
      {e.kind === 'text' ? e.text : <Price min={e.min} old={e.old} priceRange={e.range} />}
    </div>
  );
}

/**
 * A promotion card in one of its display types (spec customer-and-content S3 Promotion): the whole
 * card one link to its target, which carries promotionId and the pinned products.
 */
export function PromotionCard({ view }: { view: PromotionView }) {
  const type = view.displayType;
  const showImage = type !== 'PLAIN' && type !== 'BOX';
  const texts =
    type === 'ASSET_ONLY' ? null : (
      <div className="promo-body">
        {view.headline ? <span className="promo-headline">{view.headline}</span> : null}
        {view.title ? <span className="promo-title">{view.title}</span> : null}
        {type === 'CUSTOM' && view.customText ? (
          <ContentRichText data={view.customText} headingIds={new WeakMap()} />
        ) : view.text ? (
          <span className="promo-text">{view.text}</span>
        ) : null}
        {view.callToAction ? (
          <span className={type === 'CALL_TO_ACTION' ? 'promo-button' : 'promo-cta'}>
            {view.callToAction}
          </span>
        ) : null}
      </div>
    );
  return (
    <div className={`promo promo-${type} cms-color-${view.layoutColor}`} data-testid="promotion-card">
      <ItemLink href={view.href} className="promo-link">
        {showImage ? (
          <div className="promo-media">
            <CardImage view={view} />
            <Eyecatcher view={view} />
          </div>
        ) : (
          <Eyecatcher view={view} />
        )}
        {texts}
        {/* an image-only card is named by its image, else by its title */}
        {type === 'ASSET_ONLY' && !view.image?.alt && view.title ? (
          <span className="sr-only">{view.title}</span>
        ) : null}
      </ItemLink>
      {view.legalHint ? <p className="promo-legal">{view.legalHint}</p> : null}
    </div>
  );
}
