import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { shopPath, withoutPreviewParams } from '@/lib/url/preview-path';
import { PREVIEW_COOKIE } from '@/server/content/preview-scope';

/** /api/draft-exit?slug={current path} (spec C S2/S4): leaves preview and returns to the page. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_COOKIE);
  const slug = shopPath(new URL(request.url).searchParams.get('slug'));
  redirect(slug ? withoutPreviewParams(slug) : '/');
}
