import 'server-only';
import type { ErrorPage, GlobalContent, PageFooter } from '@/cms/payload-types';
import type { ShopConfig } from '@/lib/shop/shop';
import { getShopEntry } from './get-shop-entry';

/** The editors' footer part of the shop (hotline, link groups), or null. */
export function getPageFooter(shop: ShopConfig): Promise<PageFooter | null> {
  return getShopEntry<PageFooter>('page-footers', shop, `frame:page-footers:${shop.code}`, 'frame');
}

/** The shop's global content (payment logos), or null. */
export function getGlobalContent(shop: ShopConfig): Promise<GlobalContent | null> {
  return getShopEntry<GlobalContent>('global-contents', shop, `frame:global-contents:${shop.code}`, 'frame');
}

/** The shop's error page of a kind (spec S8), or null: the built-in texts are shown. */
export function getErrorPage(
  shop: ShopConfig,
  kind: 'errorPageNotFound' | 'errorPageUnknown',
): Promise<ErrorPage | null> {
  return getShopEntry<ErrorPage>('error-pages', shop, `error-page:${shop.code}:${kind}`, 'errors', [
    { kind: { equals: kind } },
  ]);
}
