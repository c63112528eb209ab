'use client';

import { useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import { postOperation } from '@/lib/graphql-client';
import { recoIds } from '@/lib/recommendation/reco-browser-session';
import { useShop } from '@/components/shop/shop-provider';
import { useConsent } from '@/components/consent/consent-provider';
import { useTextLanguage } from '@/i18n/text-language';

/** The wishlist animation lasts 1 s; the toggle shows its new state after it (spec S4.6, S9). */
export const WISHLIST_ANIMATION_MS = 1000;

interface WishlistItemRef {
  id: string;
  product: { id: string };
}

interface WishlistState {
  /** productId → itemKey, the latest first; null until loaded */
  items: Map<string, string> | null;
  /** products whose toggle is in progress */
  pending: ReadonlySet<string>;
  /** asks for the list (once); toggles call it when they mount */
  load(): void;
  toggle(productId: string): void;
}

const WishlistContext = createContext<WishlistState | null>(null);

export function useWishlist(): WishlistState {
  const state = useContext(WishlistContext);
  if (!state) throw new Error('useWishlist outside WishlistProvider');
  return state;
}

/**
 * The shopper's wishlist for every toggle on the page (spec S4.6): loaded when the first toggle
 * mounts and again whenever the page becomes visible; a toggle in progress ignores further presses;
 * an added item goes first, a removed one is dropped; screen readers hear the outcome.
 */
export function WishlistProvider({ children }: { children: React.ReactNode }) {
  const t = useTranslations('wishlist');
  const lang = useTextLanguage();
  const { locale } = useShop();
  const showToast = useToast();
  // targeting consent (C0004) decides isTargetingAllowed (customer-and-content S6)
  const targetingAllowed = useConsent().groups.has('C0004');
  // the consent at the moment of use: a choice withdrawn while a save was under way is respected
  const targeting = useRef(targetingAllowed);
  useEffect(() => {
    targeting.current = targetingAllowed;
  }, [targetingAllowed]);
  const [items, setItems] = useState<Map<string, string> | null>(null);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const wanted = useRef(false);
  // the same text twice in a row must be announced twice: a trailing no-break space changes it
  const announce = useCallback(
    (text: string) => setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text)),
    [],
  );
  const inFlight = useRef(new Set<string>());

  const refresh = useCallback(async () => {
    const result = await postOperation<{ wishlist: WishlistItemRef[] }>('wishlistIds', { locale });
    if (result.data?.wishlist) setItems(new Map(result.data.wishlist.map((i) => [i.product.id, i.id])));
    // without an answer the toggles still work: saving is idempotent on the server
    else setItems((current) => current ?? new Map());
  }, [locale]);

  const load = useCallback(() => {
    if (wanted.current) return;
    wanted.current = true;
    void refresh();
  }, [refresh]);

  useEffect(() => {
    const onVisible = () => {
      if (wanted.current && document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  const toggle = useCallback(
    (productId: string) => {
      if (inFlight.current.has(productId) || items === null) return;
      inFlight.current.add(productId);
      setPending(new Set(inFlight.current));
      const itemKey = items.get(productId);
      const started = Date.now();
      void (async () => {
        const vars = { locale, isTargetingAllowed: targetingAllowed };
        const result = itemKey
          ? await postOperation<{ removeWishlistItem: { id: string } }>('removeWishlistItem', {
              input: { ...vars, itemKey },
            })
          : await postOperation<{ addWishlistItem: { id: string } }>('addWishlistItem', {
              input: { ...vars, productId },
            });
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, WISHLIST_ANIMATION_MS - (Date.now() - started))),
        );
        if (!result.errorCode && targeting.current) {
          // the recommendation service learns from wishlist changes, only with targeting consent (S7.4)
          const { sessionId, userId } = recoIds(true);
          void postOperation(itemKey ? 'trackRemoveFromWishlistGkAir' : 'trackAddToWishlistGkAir', {
            input: { productId, sessionId, userId, trackingConsent: true, locale },
          });
        }
        if (result.errorCode) {
          showToast('error', itemKey ? t('failedToRemove') : t('failedToAdd'));
          if (result.errorCode === 'WISHLIST_FAILED_TO_REMOVE_ITEM') void refresh();
        } else if (itemKey) {
          setItems((current) => {
            const next = new Map(current);
            next.delete(productId);
            return next;
          });
          announce(t('removedAnnouncement'));
        } else {
          const added = (result.data as { addWishlistItem: { id: string } }).addWishlistItem.id;
          setItems(
            (current) =>
              new Map([[productId, added], ...[...(current ?? [])].filter(([id]) => id !== productId)]),
          );
          announce(t('addedAnnouncement'));
        }
        inFlight.current.delete(productId);
        setPending(new Set(inFlight.current));
      })();
    },
    [items, refresh, showToast, t, announce, locale, targetingAllowed],
  );

  const value = useMemo(() => ({ items, pending, load, toggle }), [items, pending, load, toggle]);
  return (
    <WishlistContext.Provider value={value}>
      {children}
      <p
        className="sr-only"
        aria-live="polite"
        lang={lang('wishlist.addedAnnouncement')}
        data-testid="wishlist-announcement"
      >
        {announcement}
      </p>
    </WishlistContext.Provider>
  );
}
