import { originOfShop } from '@/server/shop/request-shop';
import { routeShop } from '@/server/shop/route-shop';

export const dynamic = 'force-dynamic';

/** Crawlers: listings and products yes; search results, basket, checkout, account and API no. */
export async function GET(request: Request) {
  const shop = routeShop(request);
  if (shop instanceof Response) return shop;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /search',
    'Disallow: /basket',
    'Disallow: /checkout',
    'Disallow: /customer',
    'Disallow: /wishlist',
    'Disallow: /graphql',
    'Disallow: /webview/',
    // a shop kept out of search engines marks its pages noindex and offers no sitemap
    ...(shop.index === 'index, follow' ? [`Sitemap: ${originOfShop(shop)}/sitemap.xml`] : []),
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
