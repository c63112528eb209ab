import { getDb } from '@/server/db';
import { renderBrandLogo } from '@/server/images/render-brand-logo';

export const dynamic = 'force-dynamic';

/** Brand logos: /brand/{id}?height=96&quality=80 (spec S7.1), drawn as SVG from the brand name. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const svg = await renderBrandLogo(await getDb(), id);
  if (!svg)
    return new Response('Brand not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
