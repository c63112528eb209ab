import type { RecommendationBlock, RecommendationGkAirBlock } from '@/cms/payload-types';
import { RecommendationSliders } from '@/components/recommendation/recommendation-sliders';

/**
 * A Recommendation / RecommendationGkAir content item (spec S3): the same slider as the shop's own
 * placements, asking the recommendation service for the item's output with its parameters (an
 * editor's selection is the output 'selection' with productIds); 'Wishlist' asks for the
 * wishlist-based output, shown from 3 saved items and without wishlist buttons. Hidden when empty
 * (spec S5); the checks of S5 ran before (content-item-rules.ts).
 */
export function RecommendationItem({ item }: { item: RecommendationBlock | RecommendationGkAirBlock }) {
  const anchor = `cms-${item.id ?? item.outputId ?? 'wishlist'}`;
  if (item.blockType === 'Recommendation' && item.recommendationType === 'Wishlist')
    return (
      <RecommendationSliders
        anchor={anchor}
        hideWishlist
        params={{}}
        outputs={[
          {
            outputId: 'wishlist',
            listType: 'wishlist',
            recoType: 'wishlist',
            title: item.title ?? undefined,
          },
        ]}
      />
    );
  const service = item.blockType === 'Recommendation' ? item.service : item;
  const parameters = Object.fromEntries(
    (service?.parameters ?? []).map((p) => [p.name.trim(), (p.value ?? '').trim()]),
  );
  return (
    <RecommendationSliders
      anchor={anchor}
      serviceId={service?.serviceId ?? ''}
      params={parameters}
      outputs={[
        {
          outputId: (item.outputId ?? '').trim(),
          listType: 'gk_air',
          recoType: 'gk_air',
          title: item.title ?? undefined,
        },
      ]}
    />
  );
}
