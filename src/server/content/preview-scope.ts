import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { isValidPreviewToken } from './preview-token';

/**
 * The preview's own cookie: the path a preview link was made for and its token. Next.js's draft
 * mode cookie alone is the same for every preview and lives until the browser closes; drafts are
 * shown only where this cookie names the page and its token is still valid.
 */
export const PREVIEW_COOKIE = 'shop_preview';

export function previewCookieValue(path: string, token: string): string {
  return `${Buffer.from(path).toString('base64url')}~${token}`;
}

/** Whether this request previews `path` (draft mode on, and the preview cookie valid for it). */
export async function previewAllows(path: string): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false;
  const value = (await cookies()).get(PREVIEW_COOKIE)?.value ?? '';
  const [encoded, token] = value.split('~');
  if (!encoded || !token) return false;
  return Buffer.from(encoded, 'base64url').toString() === path && isValidPreviewToken(path, token);
}

/**
 * Whether the request runs in an editor's preview session at all: draft mode on and a preview
 * cookie whose token is still valid (for whichever page it was made for). Modals opened on a
 * previewed page show their drafts only then; the draft-mode cookie alone shows nothing.
 */
export async function inPreviewSession(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false;
  const value = (await cookies()).get(PREVIEW_COOKIE)?.value ?? '';
  const [encoded, token] = value.split('~');
  if (!encoded || !token) return false;
  return isValidPreviewToken(Buffer.from(encoded, 'base64url').toString(), token);
}
