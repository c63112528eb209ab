import 'server-only';
import { cms } from '@/server/content/cms';
import type { EditorLookup } from './authenticate-request';

/** The editor logged in to /admin, as Payload reads its login cookie (the caller checked the Origin). */
export const editorOfRequest: EditorLookup = async (headers) => {
  const payload = await cms();
  // only the cookie: an Authorization header is the API key's, checked before
  const cookieOnly = new Headers();
  const cookie = headers.get('cookie');
  if (cookie) cookieOnly.set('cookie', cookie);
  // the request's Origin was checked against the shop's own origins before (authenticateRequest);
  // Payload reads a login cookie without an Origin only for a same-origin request (its CSRF rule),
  // which without this it refused for every /admin login
  cookieOnly.set('sec-fetch-site', 'same-origin');
  const { user } = await payload.auth({ headers: cookieOnly });
  if (!user || user.collection !== 'editors') return null;
  const editor = user as unknown as { id: string | number; email: string; roles?: unknown };
  return { id: editor.id, email: editor.email, roles: editor.roles ?? [] };
};
