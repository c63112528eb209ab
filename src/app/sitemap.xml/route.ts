import { getDb } from '@/server/db';
import { productSitemapCount, sitemapIndexXml } from '@/server/seo/sitemap-data';
import { shopOrigin } from '@/server/shop-origin';

export const dynamic = 'force-dynamic';

/** Sitemap index: the categories and the products in parts of 40,000. */
export async function GET() {
  const origin = await shopOrigin();
  const parts = await productSitemapCount(await getDb());
  const urls = [`${origin}/sitemaps/categories.xml`];
  for (let i = 0; i < parts; i++) urls.push(`${origin}/sitemaps/products-${i}.xml`);
  return new Response(sitemapIndexXml(urls), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
