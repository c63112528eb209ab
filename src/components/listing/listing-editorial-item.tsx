import { BannerItem } from '@/components/content/banner-item';
import { CmsRichText } from '@/components/content/cms-rich-text';
import { ContentRichText } from '@/components/content/content-rich-text';
import { PromotionCard } from '@/components/content/promotion-card';
import { PromotionImpression } from '@/components/content/promotion-impression';
import type { PlacedEditorial } from '@/lib/listing/editorial-placement';
import type { ListingEditorialItem } from '@/server/content/listing-editorial';
import type { EditorialSlot } from './interleave-editorial';

function ItemBody({ item }: { item: ListingEditorialItem }) {
  switch (item.kind) {
    case 'seoAdvice':
      return <CmsRichText data={item.data} className="listing-teaser text-sm" />;
    case 'banner':
      return <BannerItem item={item.block} modalPrefix={item.modalPrefix} />;
    case 'richtext':
      return (
        <div className="listing-richtext">
          {item.block.title ? <h2 className="text-lg font-bold">{item.block.title}</h2> : null}
          <ContentRichText data={item.block.richtext} headingIds={new WeakMap()} />
        </div>
      );
    case 'promotion':
      return (
        <PromotionImpression
          promotionId={item.view.id}
          layoutLocation="plp"
          position={item.position}
          name={item.view.trackingName}
        >
          <PromotionCard view={item.view} />
        </PromotionImpression>
      );
  }
}

/**
 * The grid items of a listing's editorial content (spec storefront S2.3 item 7): full-width
 * items span the row, a card two slots wide two columns. Keyed by position.
 */
export function editorialSlots(placed: readonly PlacedEditorial<ListingEditorialItem>[]): EditorialSlot[] {
  return placed.map(({ item, position, productsBefore }) => ({
    key: `editorial-${position}`,
    before: productsBefore,
    className:
      item.group === 'cardLike'
        ? item.slots === 2
          ? 'listing-editorial col-span-2'
          : 'listing-editorial'
        : 'listing-editorial col-span-full',
    node: <ItemBody item={item.item} />,
  }));
}
