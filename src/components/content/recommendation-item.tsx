import { getTranslations } from 'next-intl/server';
import type { RecommendationBlock, RecommendationGkAirBlock } from '@/cms/payload-types';
import type { ShopConfig } from '@/lib/shop/shop';
import { getRecommendedTiles } from '@/server/content/get-recommended-tiles';
import { ProductSlider } from './item-products';

/**
 * Recommended products (spec S3 Recommendation / RecommendationGkAir): a titled slider, hidden
 * when the list is empty (spec S5), 'Wishlist Products' for the wishlist type.
 */
export async function RecommendationItem(props: {
  item: RecommendationBlock | RecommendationGkAirBlock;
  shop: ShopConfig;
}) {
  const t = await getTranslations('content');
  const { item } = props;
  const tiles = await getRecommendedTiles(props.shop, item);
  if (tiles.length === 0) return null;
  const wishlist = item.blockType === 'Recommendation' && item.recommendationType === 'Wishlist';
  const title = item.title || (wishlist ? t('wishlistProducts') : t('recommendations'));
  const id = `reco-${item.id ?? item.outputId ?? 'wishlist'}`;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      <ProductSlider tiles={tiles} label={title} />
    </section>
  );
}
