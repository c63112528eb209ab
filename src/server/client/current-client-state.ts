import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { PAGE_VARIANT_HEADER, RUNTIME_HEADER, WEBVIEW_HEADER } from '@/lib/client/client-headers';
import { variantClientState } from '@/lib/page-cache/page-variant';
import { isRenderRequest } from '@/server/page-cache/render-secret';
import { currentShop } from '@/server/shop/current-shop';
import { requestHost } from '@/server/shop/request-shop';
import { DISPLAY_COOKIE, isProvisionedDisplay } from '@/server/store/display-provisioning';
import { clientStateOf, type ClientState } from '@/lib/client/client-state';
import { shopHref, type LinkContext } from '@/lib/webview/shop-href';

/** The client state of the request being rendered (derived once per render). */
export const currentClientState = cache(async (): Promise<ClientState> => {
  const requestHeaders = await headers();
  const webview = requestHeaders.get(WEBVIEW_HEADER) === '1';
  const runtime = requestHeaders.get(RUNTIME_HEADER) === 'store' ? 'store' : 'shop';
  // the page cache renders the variant its key names, whatever agent its request has
  if (isRenderRequest(requestHeaders))
    return { webview, runtime, ...variantClientState(requestHeaders.get(PAGE_VARIANT_HEADER)) };
  const display =
    runtime === 'store' &&
    isProvisionedDisplay(
      (await currentShop()).code,
      requestHost(requestHeaders),
      (await cookies()).get(DISPLAY_COOKIE)?.value ?? null,
    );
  return clientStateOf({ userAgent: requestHeaders.get('user-agent'), webview, runtime, display });
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

/**
 * The link context as one promise per render, for synchronous server components (`use`): once it
 * has settled, every later link of the render reads it without waiting.
 */
export const renderLinkContext = cache((): Promise<LinkContext> => currentLinkContext());

const linkContextBox = cache((): { value: LinkContext | null } => ({ value: null }));

/**
 * Notes the render's link context once the frontend layout knows its client state: the links
 * rendered after it read it at once instead of suspending on `renderLinkContext` (each suspended
 * link is written as a payload row of its own).
 */
export function noteLinkContext(state: ClientState): void {
  linkContextBox().value = { webview: state.webview, store: state.runtime === 'store' };
}

/** The render's link context when the layout has noted it. */
export function notedLinkContext(): LinkContext | null {
  return linkContextBox().value;
}
