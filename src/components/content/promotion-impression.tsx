'use client';

import { useEffect, useRef } from 'react';
import { track } from '@/lib/analytics/track';
import { useConsent } from '@/components/consent/consent-provider';

/**
 * Tracks a promotion card's impression when it first becomes visible (threshold 0), once per
 * browser session and place ('{layoutLocation}-PromotionImpression-{promotionId}'), and its click
 * (customer-and-content S4 "Promotion impressions"). Placeholder promotions are never tracked.
 */
export function PromotionImpression(props: {
  promotionId: string;
  layoutLocation: string;
  position: number;
  name: string;
  children: React.ReactNode;
}) {
  const { promotionId, layoutLocation, position, name } = props;
  const ref = useRef<HTMLDivElement>(null);
  // the once-per-session note is performance storage: kept only with that consent (C0002)
  const remember = useConsent().groups.has('C0002');
  useEffect(() => {
    const node = ref.current;
    if (!node || promotionId.includes('-placeholder-')) return;
    const key = `${layoutLocation}-PromotionImpression-${promotionId}`;
    const seen = () => {
      if (!remember) return false;
      try {
        return sessionStorage.getItem(key) !== null;
      } catch {
        return false;
      }
    };
    if (seen()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        track('promotion', { action: 'impression', promotionId, layoutLocation, position, name });
        try {
          if (remember) sessionStorage.setItem(key, '1');
        } catch {
          // storage refused: the impression may count again in this session
        }
      },
      { threshold: 0 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [promotionId, layoutLocation, position, name, remember]);
  return (
    <div
      ref={ref}
      className="contents"
      onClickCapture={() => {
        if (!promotionId.includes('-placeholder-'))
          track('promotion', { action: 'click', promotionId, layoutLocation, position, name });
      }}
    >
      {props.children}
    </div>
  );
}
