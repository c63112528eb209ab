import { getDb } from '@/server/db';
import { productSitemapCount, sitemapIndexXml } from '@/server/seo/sitemap-data';
import { originOfShop } from '@/server/shop/request-shop';
import { routeShop } from '@/server/shop/route-shop';

export const dynamic = 'force-dynamic';

/** Sitemap index of the request's shop: its categories, editorial pages and products in parts of 40,000. */
export async function GET(request: Request) {
  const shop = routeShop(request);
  if (shop instanceof Response) return shop;
  const origin = originOfShop(shop);
  const urls: string[] = [];
  if (shop.index === 'index, follow') {
    const parts = await productSitemapCount(await getDb());
    urls.push(`${origin}/sitemaps/categories.xml`, `${origin}/sitemaps/content.xml`);
    for (let i = 0; i < parts; i++) urls.push(`${origin}/sitemaps/products-${i}.xml`);
  }
  return new Response(sitemapIndexXml(urls.map((loc) => ({ loc }))), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
