import { getDb } from '@/server/db';
import { sitemapCategoryPaths, sitemapProductIds, urlSetXml } from '@/server/seo/sitemap-data';
import { shopOrigin } from '@/server/shop-origin';

export const dynamic = 'force-dynamic';

const XML = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

/** One sitemap file: categories.xml or products-{n}.xml. */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const origin = await shopOrigin();
  if (name === 'categories.xml') {
    return new Response(urlSetXml([`${origin}/`, ...sitemapCategoryPaths().map((p) => `${origin}${p}`)]), {
      headers: XML,
    });
  }
  const part = /^products-(\d{1,4})\.xml$/.exec(name);
  if (!part) return new Response('Not found', { status: 404 });
  const ids = await sitemapProductIds(await getDb(), Number(part[1]));
  if (ids.length === 0) return new Response('Not found', { status: 404 });
  return new Response(urlSetXml(ids.map((id) => `${origin}/p/${id}`)), { headers: XML });
}
