import 'server-only';
import { cms } from '@/server/content/cms';
import type { EditorLookup } from './authenticate-request';

/** The editor logged in to /admin, as Payload reads its login cookie. */
export const editorOfRequest: EditorLookup = async (headers) => {
  const payload = await cms();
  // only the cookie: an Authorization header is the API key's, checked before
  const cookieOnly = new Headers();
  const cookie = headers.get('cookie');
  if (cookie) cookieOnly.set('cookie', cookie);
  const { user } = await payload.auth({ headers: cookieOnly });
  if (!user || user.collection !== 'editors') return null;
  const editor = user as unknown as { id: string | number; email: string; roles?: unknown };
  return { id: editor.id, email: editor.email, roles: editor.roles ?? [] };
};
