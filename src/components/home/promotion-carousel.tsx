import { getLocale, getTranslations } from 'next-intl/server';
import { PromotionCard } from '@/components/content/promotion-card';
import { PromotionImpression } from '@/components/content/promotion-impression';
import { textLanguage } from '@/i18n/text-language';
import type { PromotionView } from '@/server/content/promotion-view';
import { CarouselControls } from './carousel-controls';

const LIST_ID = 'home-promotions';

/**
 * The home page's promotion carousel (spec S9: 2.5 / 3.5 / 4.5 / 6 slides per view): the cards in
 * a scrolling list with previous / next buttons, each slide named 'Image {index} of
 * {slidesLength}'; impressions tracked at first sight (layout location 'homepage').
 */
export async function PromotionCarousel({ title, cards }: { title: string | null; cards: PromotionView[] }) {
  if (cards.length === 0) return null;
  const [t, tHome, locale] = await Promise.all([
    getTranslations('product'),
    getTranslations('home'),
    getLocale(),
  ]);
  const heading = title ?? tHome('promotionsHeading');
  return (
    <section aria-labelledby={`${LIST_ID}-title`} className="promo-carousel">
      <div className="flex items-end justify-between gap-4">
        <h2 id={`${LIST_ID}-title`} className="text-xl font-bold">
          {heading}
        </h2>
        <CarouselControls
          listId={LIST_ID}
          previousLabel={t('previousElement')}
          nextLabel={t('nextElement')}
          lang={textLanguage(locale, 'product.nextElement')}
        />
      </div>
      <ul id={LIST_ID} className="promo-carousel-list" aria-labelledby={`${LIST_ID}-title`}>
        {cards.map((view, index) => (
          <li key={view.id} aria-labelledby={`${LIST_ID}-slide-${index}`}>
            <span id={`${LIST_ID}-slide-${index}`} hidden lang={textLanguage(locale, 'product.imageLabel')}>
              {t('imageLabel', { index: index + 1, slidesLength: cards.length })}
            </span>
            <PromotionImpression
              promotionId={view.id}
              layoutLocation="homepage"
              position={index + 1}
              name={view.trackingName}
            >
              <PromotionCard view={view} />
            </PromotionImpression>
          </li>
        ))}
      </ul>
    </section>
  );
}
