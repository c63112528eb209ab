'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { ProductCard } from '@/components/product/product-card';
import { useTextLanguage } from '@/i18n/text-language';
import { track } from '@/lib/analytics/track';
import type { RecoProduct, RecoSlider } from '@/lib/recommendation/reco-view';

/** Tiles shown while the recommendations load (spec S9: 6 placeholder products). */
export const PLACEHOLDERS = 6;
/** A slide counts as seen at 75 % visibility (storefront S9). */
const VISIBLE = 0.75;

/** Six placeholder tiles: an image, four colour dots and two text lines (storefront S2.3). */
export function RecoPlaceholders({ label }: { label: string }) {
  return (
    <div role="status" className="reco-slider-box">
      <span className="sr-only">{label}</span>
      <ul className="reco-slider" aria-hidden="true">
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          <li key={i} className="tile-skeleton">
            <span className="tile-skeleton-image" />
            <span className="tile-skeleton-dots" />
            <span className="tile-skeleton-line" />
            <span className="tile-skeleton-line tile-skeleton-line-short" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One recommendation slider (storefront S2.5, S9): 'Skip product recommendations' jumps past it to
 * reco-{id}; slides per view 1.5 / 2.5 / 3.5 / 4.5 / 4.5; product links carry reco={recoType};
 * each slide reports its impression once at 75 % visibility, and a click is tracked.
 */
export function RecoSliderView(props: {
  slider: RecoSlider;
  anchor: string;
  hideWishlist?: boolean;
  onOpen?: (product: RecoProduct) => void;
}) {
  const t = useTranslations('recommendations');
  const lang = useTextLanguage();
  const list = useRef<HTMLUListElement>(null);
  const { slider } = props;
  const id = `reco-${props.anchor}`;

  useEffect(() => {
    const element = list.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const seen = new Set<string>();
    let pending: string[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      if (pending.length === 0) return;
      track('recommendation', {
        action: 'impression',
        listType: slider.listType,
        outputId: slider.outputId,
        productIds: pending.splice(0, pending.length),
      });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const productId = entry.target.getAttribute('data-track-id');
          if (!entry.isIntersecting || !productId || seen.has(productId)) continue;
          seen.add(productId);
          pending.push(productId);
          observer.unobserve(entry.target);
        }
        if (pending.length > 0) timer ??= setTimeout(flush, 500);
      },
      { threshold: VISIBLE },
    );
    element.querySelectorAll('li[data-track-id]').forEach((li) => observer.observe(li));
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
      flush();
      pending = [];
    };
  }, [slider]);

  const total = slider.products.length;
  return (
    <section aria-labelledby={`${id}-title`} className="reco-slider-box" data-reco-output={slider.outputId}>
      <a href={`#${id}`} className="sr-only focus:not-sr-only" lang={lang('recommendations.skip')}>
        {t('skip')}
      </a>
      <h2
        id={`${id}-title`}
        className="text-lg font-bold"
        lang={slider.titleKey ? lang(slider.titleKey) : undefined}
      >
        {slider.title}
      </h2>
      <ul ref={list} className="reco-slider" aria-labelledby={`${id}-title`}>
        {slider.products.map((product, index) => (
          <li key={product.tile.id} data-track-id={product.tile.id} aria-labelledby={`${id}-slide-${index}`}>
            {/* the spec's English name in its own element, so that lang="en" leaves the tile German */}
            <span id={`${id}-slide-${index}`} hidden lang={lang('recommendations.slideLabel')}>
              {t('slideLabel', { index: index + 1, slidesLength: total })}
            </span>
            <ProductCard
              tile={product.tile}
              linkQuery={`reco=${encodeURIComponent(slider.recoType)}`}
              hideWishlist={props.hideWishlist}
              idScope={id}
              onOpen={() => {
                track('recommendation', {
                  action: 'click',
                  listType: slider.listType,
                  outputId: slider.outputId,
                  productIds: [product.tile.id],
                });
                props.onOpen?.(product);
              }}
            />
          </li>
        ))}
      </ul>
      <span id={id} tabIndex={-1} />
    </section>
  );
}
