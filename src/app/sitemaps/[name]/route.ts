import { getDb } from '@/server/db';
import { sitemapCategoryPaths, sitemapProductIds, urlSetXml } from '@/server/seo/sitemap-data';
import { originOfShop } from '@/server/shop/request-shop';
import { routeShop } from '@/server/shop/route-shop';

export const dynamic = 'force-dynamic';

const XML = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

/** One sitemap file of the request's shop: categories.xml (its paths) or products-{n}.xml. */
export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const shop = routeShop(request);
  if (shop instanceof Response) return shop;
  if (shop.index !== 'index, follow') return new Response('Not found', { status: 404 });
  const { name } = await params;
  const origin = originOfShop(shop);
  if (name === 'categories.xml') {
    const paths = sitemapCategoryPaths(shop.locale);
    return new Response(urlSetXml([`${origin}/`, ...paths.map((p) => `${origin}${p}`)]), { headers: XML });
  }
  const part = /^products-(\d{1,4})\.xml$/.exec(name);
  if (!part) return new Response('Not found', { status: 404 });
  const ids = await sitemapProductIds(await getDb(), Number(part[1]));
  if (ids.length === 0) return new Response('Not found', { status: 404 });
  return new Response(urlSetXml(ids.map((id) => `${origin}/p/${id}`)), { headers: XML });
}
