'use client';

import { createContext, useCallback, useContext, useMemo } from 'react';
import { useRouter } from 'next/navigation';
import type { AppPlatform, Runtime } from '@/lib/client/client-state';
import { PLAIN_LINKS, shopHref, type LinkContext } from '@/lib/webview/shop-href';
import { disableTracking } from '@/lib/analytics/track';

/** What client components know of the request's client state (spec customer-and-content S3). */
export interface ClientStateValue {
  runtime: Runtime;
  /** a display the operator set up: it starts over when idle */
  display: boolean;
  webview: boolean;
  isBot: boolean;
  /** seconds without a touch after which an in-store display starts over */
  storeIdleSeconds: number;
}

const DEFAULT: ClientStateValue = {
  runtime: 'shop',
  display: false,
  webview: false,
  isBot: false,
  storeIdleSeconds: 120,
};

const ClientStateContext = createContext<ClientStateValue>(DEFAULT);

/** Provides the request's client state (one provider, in the root layout). */
export function ClientStateProvider(props: { value: ClientStateValue; children: React.ReactNode }) {
  // a crawler's page sends nothing (spec S6): switched off before any child's effect tracks
  if (props.value.isBot && typeof window !== 'undefined') disableTracking();
  return <ClientStateContext.Provider value={props.value}>{props.children}</ClientStateContext.Provider>;
}

export function useClientState(): ClientStateValue {
  return useContext(ClientStateContext);
}

export type { AppPlatform };

/** How this page writes its links: the app prefix inside the app, store=1 on in-store displays. */
export function useLinkContext(): LinkContext {
  const state = useContext(ClientStateContext);
  return useMemo(
    () =>
      state.webview || state.runtime === 'store'
        ? { webview: state.webview, store: state.runtime === 'store' }
        : PLAIN_LINKS,
    [state.webview, state.runtime],
  );
}

/** A function that writes a shop-internal href for this page's context. */
export function useShopHref(): (href: string) => string {
  const context = useLinkContext();
  return useCallback((href: string) => shopHref(href, context), [context]);
}

/** Next's router, with every target written for this page's context. */
export function useShopRouter() {
  const router = useRouter();
  const href = useShopHref();
  return useMemo(
    () => ({
      ...router,
      push: (target: string, options?: Parameters<typeof router.push>[1]) =>
        router.push(href(target), options),
      replace: (target: string, options?: Parameters<typeof router.replace>[1]) =>
        router.replace(href(target), options),
      prefetch: (target: string) => router.prefetch(href(target)),
    }),
    [router, href],
  );
}
