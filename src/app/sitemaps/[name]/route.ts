import { getDb } from '@/server/db';
import { sitemapCategories, sitemapProducts, urlSetXml } from '@/server/seo/sitemap-data';
import { sitemapContentPages } from '@/server/seo/sitemap-content';
import { originOfShop } from '@/server/shop/request-shop';
import { routeShop } from '@/server/shop/route-shop';

export const dynamic = 'force-dynamic';

const XML = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

/** One sitemap file of the request's shop: categories.xml, content.xml or products-{n}.xml. */
export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const shop = routeShop(request);
  if (shop instanceof Response) return shop;
  if (shop.index !== 'index, follow') return new Response('Not found', { status: 404 });
  const { name } = await params;
  const origin = originOfShop(shop);
  if (name === 'categories.xml') {
    const categories = await sitemapCategories(await getDb(), shop.locale);
    const newest = categories.reduce<string | undefined>(
      (latest, c) => (c.lastmod && (!latest || c.lastmod > latest) ? c.lastmod : latest),
      undefined,
    );
    return new Response(
      urlSetXml([
        { loc: `${origin}/`, lastmod: newest },
        ...categories.map((c) => ({ loc: `${origin}${c.path}`, lastmod: c.lastmod })),
      ]),
      { headers: XML },
    );
  }
  if (name === 'content.xml') {
    const pages = await sitemapContentPages(shop);
    return new Response(urlSetXml(pages.map((p) => ({ loc: `${origin}${p.path}`, lastmod: p.lastmod }))), {
      headers: XML,
    });
  }
  const part = /^products-(\d{1,4})\.xml$/.exec(name);
  if (!part) return new Response('Not found', { status: 404 });
  const products = await sitemapProducts(await getDb(), Number(part[1]));
  if (products.length === 0) return new Response('Not found', { status: 404 });
  return new Response(urlSetXml(products.map((p) => ({ loc: `${origin}/p/${p.id}`, lastmod: p.lastmod }))), {
    headers: XML,
  });
}
