import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { shopPath, withPreviewParam } from '@/lib/url/preview-path';
import { isValidPreviewToken } from '@/server/content/preview-token';

/**
 * The CMS's preview button lands here (src/cms/preview-url.ts): with a valid token for the path,
 * preview (Next.js draft mode) is switched on and the page opens with contentfulPreview=true.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const path = shopPath(params.get('path'));
  if (!path || !isValidPreviewToken(path, params.get('token') ?? ''))
    return new Response('Der Vorschau-Link ist ungültig oder abgelaufen.', {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  (await draftMode()).enable();
  redirect(withPreviewParam(path));
}
