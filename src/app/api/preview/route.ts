import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { shopPath, withPreviewParam } from '@/lib/url/preview-path';
import { PREVIEW_COOKIE, previewCookieValue } from '@/server/content/preview-scope';
import { isValidPreviewToken } from '@/server/content/preview-token';

/**
 * The CMS's preview button lands here (src/cms/preview-url.ts): with a valid token for the path,
 * preview (Next.js draft mode) is switched on for that path and the page opens with
 * contentfulPreview=true.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const path = shopPath(params.get('path'));
  const token = params.get('token') ?? '';
  if (!path || !isValidPreviewToken(path, token))
    return new Response('Der Vorschau-Link ist ungültig oder abgelaufen.', {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  (await draftMode()).enable();
  // drafts are shown for this path only, until the token expires (src/server/content/preview-scope.ts)
  const expires = Number(token.split('.')[0]);
  (await cookies()).set(PREVIEW_COOKIE, previewCookieValue(path, token), {
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(request.url).protocol === 'https:' || Boolean(process.env.HSTS_MAX_AGE),
    path: '/',
    maxAge: Math.max(0, expires - Math.floor(Date.now() / 1000)),
  });
  redirect(withPreviewParam(path));
}
