import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A preview link is valid for 2 hours: the admin renders it with the edit view, which an editor may
 * keep open for a long time; it shows only the drafts of its one path.
 */
export const PREVIEW_TOKEN_SECONDS = 2 * 60 * 60;

function signature(path: string, expires: number): string {
  const secret = process.env.PAYLOAD_SECRET;
  if (!secret) throw new Error('PAYLOAD_SECRET is not set');
  return createHmac('sha256', secret).update(`preview|${path}|${expires}`).digest('base64url');
}

/**
 * A token that lets the holder switch on preview for `path`: made by the CMS for a logged-in
 * editor (the admin may be on another host than the shop that shows the page, so the editor's
 * CMS cookie is not there), checked by /api/preview.
 */
export function previewToken(path: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + PREVIEW_TOKEN_SECONDS;
  return `${expires}.${signature(path, expires)}`;
}

export function isValidPreviewToken(path: string, token: string, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires < now / 1000) return false;
  const expected = Buffer.from(signature(path, expires));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
