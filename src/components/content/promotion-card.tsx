import { useLocale, useTranslations } from 'next-intl';
import { PriceBlock, priceTexts, type PriceTexts } from '@/components/product/price';
import {
  productImageSrcSet,
  productImageUrl,
  TILE_IMAGE_MAX_WIDTH,
  TILE_IMAGE_MIN_WIDTH,
} from '@/lib/image-url';
import type { PromotionView } from '@/server/content/promotion-view';
import type { Locale } from '@/lib/shop/shop';
import { ownedMarkup } from '@/server/render/static-markup';
import { StaticHtml } from '@/components/render/static-html';
import { CmsImage } from './cms-image';
import { richTextMarkup } from './cms-rich-text';
import type { LinkHintKey } from './link-hint';
import { ItemLink } from './teaser-items';

/** What a card's static HTML needs besides its view: the page's language and texts. */
interface CardTexts {
  locale: Locale;
  price: PriceTexts;
  hint: (key: LinkHintKey) => string;
}

/** A one-slot card is as wide as a product tile and is offered its widths; a two-slot one up to 1024. */
function CardImage({ view }: { view: PromotionView }) {
  const image = view.image;
  if (!image) return null;
  const sizes =
    view.slots === 2
      ? '(min-width:992px) 50vw,(min-width:576px) 66vw,100vw'
      : '(min-width:992px) 25vw,(min-width:576px) 33vw,50vw';
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

function Eyecatcher({ view, texts }: { view: PromotionView; texts: CardTexts }) {
  const e = view.eyecatcher;
  if (!e) return null;
  return (
    <div
      className={`promo-eyecatcher promo-eyecatcher-${e.size} promo-eyecatcher-${e.design}${
        e.kind === 'price' ? ' promo-eyecatcher-price' : ''
      }`}
    >
      {e.kind === 'text' ? (
        e.text
      ) : (
        <PriceBlock min={e.min} old={e.old} priceRange={e.range} locale={texts.locale} texts={texts.price} />
      )}
    </div>
  );
}

/** The card's content: its link (image, eyecatcher, texts) and legal hint. */
function CardBody({ view, texts }: { view: PromotionView; texts: CardTexts }) {
  const type = view.displayType;
  const showImage = type !== 'PLAIN' && type !== 'BOX';
  const body =
    type === 'ASSET_ONLY' ? null : (
      <div className="promo-body">
        {view.headline ? <span className="promo-headline">{view.headline}</span> : null}
        {view.title ? <span className="promo-title">{view.title}</span> : null}
        {type === 'CUSTOM' && view.customText ? (
          <div
            className="cms-richtext"
            dangerouslySetInnerHTML={{
              __html: richTextMarkup(view.customText, { t: texts.hint, locale: texts.locale }),
            }}
          />
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
    <>
      <ItemLink href={view.href} className="promo-link" staticHtml>
        {showImage ? (
          <div className="promo-media">
            <CardImage view={view} />
            <Eyecatcher view={view} texts={texts} />
          </div>
        ) : (
          <Eyecatcher view={view} texts={texts} />
        )}
        {body}
        {/* an image-only card is named by its image, else by its title */}
        {type === 'ASSET_ONLY' && !view.image?.alt && view.title ? (
          <span className="sr-only">{view.title}</span>
        ) : null}
      </ItemLink>
      {view.legalHint ? <p className="promo-legal">{view.legalHint}</p> : null}
    </>
  );
}

/**
 * A promotion card in one of its display types (spec customer-and-content S3 Promotion): the whole
 * card one link to its target, which carries promotionId and the pinned products. Its body is
 * static HTML, rendered once per card view (the cards are cached until a publication) and locale,
 * and in a document once, in its markup (decision 0032).
 */
export function PromotionCard({ view }: { view: PromotionView }) {
  const locale = useLocale();
  const tProduct = useTranslations('product');
  const tContent = useTranslations('content');
  const html = ownedMarkup(view, locale, () => (
    <CardBody
      view={view}
      texts={{
        locale: locale as Locale,
        price: priceTexts((key, values) => tProduct(key as 'pricePrefixFrom', values)),
        hint: (key) => tContent(key),
      }}
    />
  ));
  return (
    <StaticHtml
      as="div"
      className={`promo promo-${view.displayType} cms-color-${view.layoutColor}`}
      data-testid="promotion-card"
      html={html}
    />
  );
}
