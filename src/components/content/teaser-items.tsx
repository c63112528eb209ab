import type { BoxBlock, CardBlock, InspirationItemBlock, OutfitItemBlock } from '@/cms/payload-types';
import { ShopLink } from '@/components/layout/shop-link';
import type { CmsImageRatio } from '@/lib/content/cms-image-url';
import type { ShopConfig } from '@/lib/shop/shop';
import { productIdsOf } from '@/server/content/get-item-products';
import { CmsImage, mediaOf } from './cms-image';
import { StaticShopLink } from './cms-rich-text';
import { ContentRichText } from './content-rich-text';
import { ItemProducts } from './item-products';

type HeadingIds = WeakMap<object, string>;

/**
 * A link to a path of the shop (client navigation) or another site. In static HTML (decision 0032)
 * a shop path is a plain link the shop's navigation handler takes.
 */
export function ItemLink(props: {
  href: string;
  className?: string;
  children: React.ReactNode;
  staticHtml?: boolean;
}) {
  const Internal = props.staticHtml ? StaticShopLink : ShopLink;
  return props.href.startsWith('/') ? (
    <Internal href={props.href} className={props.className}>
      {props.children}
    </Internal>
  ) : (
    <a href={props.href} className={props.className}>
      {props.children}
    </a>
  );
}

/** A coloured box with headline, text and link (spec S3 Box). */
export function BoxItem({ item, headingIds }: { item: BoxBlock; headingIds: HeadingIds }) {
  return (
    <section className={`cms-box cms-color-${item.layoutColor ?? 'Primary'} rounded-shop p-4`}>
      <h2 className="text-lg font-bold">{item.headline}</h2>
      <ContentRichText data={item.content} headingIds={headingIds} />
      {item.link?.label && item.link.target ? (
        <ItemLink href={item.link.target} className="mt-2 inline-block font-semibold underline">
          {item.link.label}
        </ItemLink>
      ) : null}
    </section>
  );
}

/**
 * A teaser card, the whole card one link (spec S3 Card): the image's alt is left empty when it
 * repeats the headline (spec S5 for cards).
 */
export function CardItem({ item }: { item: CardBlock }) {
  const media = mediaOf(item.image)!;
  const alt = media.alt?.trim().toLowerCase() === item.headline.trim().toLowerCase() ? '' : media.alt;
  return (
    <ItemLink href={item.link.target} className={`cms-card cms-color-${item.layoutColor ?? 'Primary'}`}>
      <CmsImage
        media={media}
        alt={alt}
        ratio={(item.imageRatio ?? '4:3') as CmsImageRatio}
        sizes="(min-width:768px) 50vw,100vw"
        maxWidth={1024}
      />
      <span className="cms-card-body">
        <span className="block text-lg font-bold">{item.headline}</span>
        {item.text ? <span className="block">{item.text}</span> : null}
        {item.link.label ? (
          <span className="mt-2 block font-semibold underline">{item.link.label}</span>
        ) : null}
      </span>
    </ItemLink>
  );
}

/** An inspiration laid out by its number of images (spec S3: 2, 3 or other), with its products. */
export function InspirationItemView(props: {
  item: InspirationItemBlock;
  shop: ShopConfig;
  headingIds: HeadingIds;
  productsLabel: string;
  /** the first image loads at once (the top of an inspiration page) */
  priority: boolean;
}) {
  const { item } = props;
  const images = (item.images ?? []).map(mediaOf).filter((media) => media?.url);
  const layout = images.length === 2 ? 'two' : images.length === 3 ? 'three' : 'one';
  return (
    <section
      className={`cms-inspiration cms-inspiration-${layout} cms-color-${item.layoutColor ?? 'Primary'}`}
    >
      <div className="cms-inspiration-images">
        {images.map((media, index) => (
          <CmsImage
            key={media!.id}
            media={media!}
            ratio={layout === 'one' ? '2:1' : layout === 'three' && index === 0 ? '3:4' : '1:1'}
            sizes={layout === 'one' ? '100vw' : '(min-width:768px) 50vw,100vw'}
            priority={props.priority && index === 0}
          />
        ))}
      </div>
      <div className="cms-inspiration-text">
        <h2 className="text-xl font-bold">{item.headline}</h2>
        {item.text ? <ContentRichText data={item.text} headingIds={props.headingIds} /> : null}
        {item.link?.label && item.link.target ? (
          <ItemLink href={item.link.target} className="font-semibold underline">
            {item.link.label}
          </ItemLink>
        ) : null}
      </div>
      <ItemProducts shop={props.shop} ids={productIdsOf(item.productIds)} label={props.productsLabel} />
    </section>
  );
}

/** An outfit: its picture, headline, description and the pieces to order (spec S3 Outfit item). */
export function OutfitItemView(props: {
  item: OutfitItemBlock;
  shop: ShopConfig;
  productsLabel: string;
  priority: boolean;
}) {
  const { item } = props;
  const media = mediaOf(item.image)!;
  return (
    <section className="cms-outfit">
      <CmsImage
        media={media}
        ratio={(item.imageRatio ?? '3:4') as CmsImageRatio}
        sizes="(min-width:768px) 40vw,100vw"
        maxWidth={1024}
        priority={props.priority}
      />
      <div className="flex flex-col gap-3">
        <h2 className="text-xl font-bold">{item.headline}</h2>
        {item.description ? <p>{item.description}</p> : null}
        <ItemProducts shop={props.shop} ids={productIdsOf(item.productIds)} label={props.productsLabel} />
      </div>
    </section>
  );
}
