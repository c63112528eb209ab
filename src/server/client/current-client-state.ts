import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { RUNTIME_HEADER, WEBVIEW_HEADER } from '@/lib/client/client-headers';
import { clientStateOf, type ClientState } from '@/lib/client/client-state';
import { shopHref, type LinkContext } from '@/lib/webview/shop-href';

/** The client state of the request being rendered (derived once per render). */
export const currentClientState = cache(async (): Promise<ClientState> => {
  const requestHeaders = await headers();
  return clientStateOf({
    userAgent: requestHeaders.get('user-agent'),
    webview: requestHeaders.get(WEBVIEW_HEADER) === '1',
    runtime: requestHeaders.get(RUNTIME_HEADER) === 'store' ? 'store' : 'shop',
  });
});

/** How the page being rendered writes its links (app prefix, store=1). */
export async function currentLinkContext(): Promise<LinkContext> {
  const state = await currentClientState();
  return { webview: state.webview, store: state.runtime === 'store' };
}

/** A redirect to a page of the shop that keeps the app prefix and the in-store marker. */
export async function shopRedirect(href: string): Promise<never> {
  redirect(shopHref(href, await currentLinkContext()));
}
