import { parseImageParams } from '@/lib/image-params';
import { getDb } from '@/server/db';
import { getProductImage } from '@/server/images/get-product-image';

export const dynamic = 'force-dynamic';

/** The shop's product image endpoint (the image CDN of the spec): /image/{hash}?w=&q= */
export async function GET(request: Request, { params }: { params: Promise<{ hash: string }> }) {
  const { hash } = await params;
  const parsed = parseImageParams(new URL(request.url).searchParams);
  if (!parsed.success) {
    return new Response('Invalid image parameters: w (1–4000) and q (1–100) must be whole numbers.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const image = await getProductImage(await getDb(), { hash, width: parsed.data.w, quality: parsed.data.q });
  if (!image)
    return new Response('Image not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  return new Response(new Uint8Array(image), {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Length': String(image.length),
    },
  });
}
