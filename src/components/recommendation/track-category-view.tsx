'use client';

import { useEffect } from 'react';
import { useConsent } from '@/components/consent/consent-provider';
import { useShop } from '@/components/shop/shop-provider';
import { postOperation } from '@/lib/graphql-client';
import { recoIds } from '@/lib/recommendation/reco-browser-session';

/**
 * Tells the recommendation service that the shopper viewed a category (storefront S7.3
 * trackCategoryViewGkAir), only with targeting consent: the category's best sellers below the
 * listing then lean towards what this session looks at.
 */
export function TrackCategoryView({ categoryId }: { categoryId: string }) {
  const { groups, decided } = useConsent();
  const { locale } = useShop();
  const targeting = groups.has('C0004');
  useEffect(() => {
    if (!decided || !targeting) return;
    const { sessionId, userId } = recoIds(true);
    void postOperation('trackCategoryViewGkAir', {
      input: { categoryId, sessionId, userId, trackingConsent: true, locale },
    });
  }, [categoryId, decided, targeting, locale]);
  return null;
}
