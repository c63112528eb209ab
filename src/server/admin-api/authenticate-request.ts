import type { ShopConfig } from '@/lib/shop/shop';
import type { Database } from '@/server/db/client';
import type { AdminActor } from '@/server/admin/admin-actor';
import { isAdminRole } from '@/server/admin/admin-roles';
import { authenticateApiKey } from '@/server/admin/keys/authenticate-api-key';
import { isShopOrigin } from '@/server/shop/request-shop';

/** Whether a request presents credentials (a key or the /admin login's cookie). */
export function presentsCredentials(request: Request): boolean {
  return (
    Boolean(request.headers.get('authorization')?.trim()) ||
    LOGIN_COOKIE.test(request.headers.get('cookie') ?? '')
  );
}

export type Authentication =
  | { ok: true; actor: AdminActor }
  | { ok: false; code: 'UNAUTHENTICATED' | 'FORBIDDEN'; message: string; presented: boolean };

/** The CMS login's cookie (Payload's default name with the config's prefix). */
const LOGIN_COOKIE = /(?:^|;\s*)payload-token=/;

/** An editor's login as Payload reads it from the request's cookie; null when there is none. */
export type EditorLookup = (
  headers: Headers,
) => Promise<{ id: string | number; email: string; roles: unknown } | null>;

/**
 * The caller of an admin API request: an API key (`Authorization: Bearer <key>`), or an editor
 * logged in to /admin whose browser calls from the shop's own origin (the cookie travels with
 * requests from any page, so a request without the shop's Origin is refused: CSRF).
 */
export async function authenticateRequest(
  db: Database,
  shop: ShopConfig,
  request: Request,
  editorOf: EditorLookup,
): Promise<Authentication> {
  const authorization = request.headers.get('authorization')?.trim();
  if (authorization) {
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization);
    const actor = bearer ? await authenticateApiKey(db, bearer[1]!) : null;
    if (actor) return { ok: true, actor };
    return {
      ok: false,
      code: 'UNAUTHENTICATED',
      message: 'The API key is not valid: unknown, revoked or malformed (Authorization: Bearer <key>).',
      presented: true,
    };
  }
  if (LOGIN_COOKIE.test(request.headers.get('cookie') ?? '')) {
    if (!isShopOrigin(shop, request.headers.get('origin')))
      return {
        ok: false,
        code: 'FORBIDDEN',
        message: 'Requests with the /admin login must come from the shop’s own origin.',
        presented: false,
      };
    const editor = await editorOf(request.headers);
    if (editor) {
      const roles = Array.isArray(editor.roles)
        ? editor.roles.filter((r): r is string => typeof r === 'string')
        : [];
      return {
        ok: true,
        actor: {
          kind: 'editor',
          id: String(editor.id),
          name: editor.email,
          roles: roles.filter(isAdminRole),
          shops: null,
          families: null,
        },
      };
    }
    return {
      ok: false,
      code: 'UNAUTHENTICATED',
      message: 'The /admin login has expired. Log in again.',
      presented: true,
    };
  }
  return {
    ok: false,
    code: 'UNAUTHENTICATED',
    message: 'Authenticate with an API key (Authorization: Bearer <key>) or the /admin login.',
    presented: false,
  };
}
