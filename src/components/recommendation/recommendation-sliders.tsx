'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useConsent } from '@/components/consent/consent-provider';
import { useShop } from '@/components/shop/shop-provider';
import { postOperation } from '@/lib/graphql-client';
import { recoIds } from '@/lib/recommendation/reco-browser-session';
import type { RecoListType, RecoProduct, RecoSlider } from '@/lib/recommendation/reco-view';
import { toRecoSliders } from '@/lib/recommendation/reco-view';
import { RecoSliderView, RecoPlaceholders } from './reco-slider-view';

/** An output the page asks for, and how its slides link and are tracked (storefront S9 list types). */
export interface RecoOutputRequest {
  outputId: string;
  /** list type of the tracking events: outfit, add_to_basket, miniPDP, basket_nali, wishlist, gk_air */
  listType: RecoListType;
  /** the value of reco= on the product links */
  recoType: string;
  /** the editor's or page's title; else the service's */
  title?: string;
}

interface Props {
  outputs: readonly RecoOutputRequest[];
  /** named parameters: productId, productIds, categoryId, searchterm */
  params: Readonly<Record<string, string>>;
  /** the service; the shop's own by default */
  serviceId?: string;
  /** wishlist-based recommendations carry no wishlist button (spec S6) */
  hideWishlist?: boolean;
  /** a prefix of the sliders' anchors (reco-{id}) where a page shows several groups */
  anchor: string;
  /**
   * load after the page's first paint without waiting to be scrolled near: in overlays, and on the
   * product page, whose request is also the visit the service remembers (last seen)
   */
  eager?: boolean;
}

/** How near the viewport the sliders start loading. */
const NEAR = '800px';
/** The page's first paint comes first; a browser without idle callbacks waits this long (spec S9). */
const IDLE_FALLBACK_MS = 3000;

/**
 * Recommendation sliders of one request to the recommendation service (storefront S7.5): loaded in
 * the browser after the page's first paint, when they come near the viewport; six placeholder tiles
 * while loading; an output without products is hidden, and so is everything after an error. The
 * visitor's targeting consent (C0004) decides whether the service may remember the request.
 */
export function RecommendationSliders(props: Props) {
  const t = useTranslations('recommendations');
  const shop = useShop();
  const consent = useConsent();
  const targeting = consent.groups.has('C0004');
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(Boolean(props.eager));
  const [sliders, setSliders] = useState<RecoSlider[] | null>(null);
  const [ids, setIds] = useState<{ sessionId: string; userId: string | null } | null>(null);
  const request = JSON.stringify([props.outputs.map((o) => o.outputId), props.params, props.serviceId]);

  useEffect(() => {
    if (near) return;
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    // a visitor who has not chosen yet (the banner is open) gets recommendations without targeting;
    // a later choice for targeting asks again with the session
    if (!near) return;
    let cancelled = false;
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? (f: () => void) => window.requestIdleCallback(f, { timeout: IDLE_FALLBACK_MS })
        : (f: () => void) => window.setTimeout(f, 1);
    idle(() => {
      if (cancelled) return;
      const session = recoIds(targeting);
      setIds(session);
      void postOperation<{ gkAir: Parameters<typeof toRecoSliders>[0] }>('gkAir', {
        input: {
          serviceId: props.serviceId ?? shop.recoServiceId,
          parameters: Object.entries(props.params).map(([name, value]) => ({ name, value })),
          outputConfig: props.outputs.map((o) => ({ outputId: o.outputId })),
          sessionId: session.sessionId,
          userId: session.userId,
          trackingConsent: targeting,
          locale: shop.locale,
        },
        imagesInput: { count: 1 },
      }).then((result) => {
        if (cancelled) return;
        // errors yield empty lists (spec S7.5): nothing shows. Rendered as a transition: React draws
        // the slides in slices that leave the main thread free (no long task on a slow phone)
        const next = result.data?.gkAir ? toRecoSliders(result.data.gkAir, props.outputs) : [];
        startTransition(() => setSliders(next));
      });
    });
    return () => {
      cancelled = true;
    };
    // one request per page and set of parameters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near, targeting, request]);

  if (sliders === null)
    return (
      <div ref={box} className="reco-group" aria-busy="true">
        {near ? <RecoPlaceholders label={t('loading')} /> : null}
      </div>
    );
  return (
    <div ref={box} className="reco-group">
      {sliders.map((slider) => (
        <RecoSliderView
          key={slider.outputId}
          slider={slider}
          anchor={`${props.anchor}-${slider.outputId}`}
          hideWishlist={props.hideWishlist}
          onOpen={(product: RecoProduct) => {
            if (targeting && ids && product.trackingToken)
              void postOperation('trackClickGkAir', {
                input: {
                  productId: product.tile.id,
                  trackingToken: product.trackingToken,
                  sessionId: ids.sessionId,
                  userId: ids.userId,
                  trackingConsent: true,
                  locale: shop.locale,
                },
              });
          }}
        />
      ))}
    </div>
  );
}
