import { parseCmsImageParams } from '@/lib/content/cms-image-url';
import { parseImageParams } from '@/lib/image-params';
import { getDb } from '@/server/db';
import { getCmsImage } from '@/server/images/get-cms-image';
import { getProductImage } from '@/server/images/get-product-image';

export const dynamic = 'force-dynamic';

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * The shop's image endpoint (the image CDN of the spec): product images at /image/{hash}?w=&q=,
 * images uploaded by editors at /image/cms-{id}?q=&w=&h=&f=face&fit=fill&fm=webp.
 */
export async function GET(request: Request, { params }: { params: Promise<{ hash: string }> }) {
  const { hash } = await params;
  const search = new URL(request.url).searchParams;
  let image: Buffer | null;
  if (hash.startsWith('cms-')) {
    const parsed = parseCmsImageParams(search);
    if (!parsed)
      return text(
        'Invalid image parameters: w must be one of the rendered widths, h one of the aspect ratios for it, q 1–100; f=face, fit=fill, fm=webp.',
        400,
      );
    image = await getCmsImage(await getDb(), hash, parsed);
  } else {
    const parsed = parseImageParams(search);
    if (!parsed.success)
      return text('Invalid image parameters: w (1–4000) and q (1–100) must be whole numbers.', 400);
    image = await getProductImage(await getDb(), { hash, width: parsed.data.w, quality: parsed.data.q });
  }
  if (!image) return text('Image not found', 404);
  return new Response(new Uint8Array(image), {
    headers: {
      'Content-Type': 'image/webp',
      // editorial images can be replaced under the same id: cached for a day, not forever
      'Cache-Control': hash.startsWith('cms-')
        ? 'public, max-age=86400'
        : 'public, max-age=31536000, immutable',
      'Content-Length': String(image.length),
    },
  });
}
