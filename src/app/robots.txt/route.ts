import { originOfShop } from '@/server/shop/request-shop';
import { routeShop } from '@/server/shop/route-shop';

export const dynamic = 'force-dynamic';

/**
 * Crawlers may fetch every page: pages that must stay out of search results (search, basket,
 * checkout, account, wishlist, app pages) say so themselves with `noindex`, which a crawler can only
 * read on a page it may fetch (one mechanism, issue 20). Only the API endpoints are closed.
 */
export async function GET(request: Request) {
  const shop = routeShop(request);
  if (shop instanceof Response) return shop;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /graphql',
    'Disallow: /api/',
    // a shop kept out of search engines marks its pages noindex and offers no sitemap
    ...(shop.index === 'index, follow' ? [`Sitemap: ${originOfShop(shop)}/sitemap.xml`] : []),
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
