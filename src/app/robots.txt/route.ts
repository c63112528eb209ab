import { shopOrigin } from '@/server/shop-origin';

export const dynamic = 'force-dynamic';

/** Crawlers: listings and products yes; search results, basket, checkout, account and API no. */
export async function GET() {
  const origin = await shopOrigin();
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
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
