import config from '@payload-config';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getPayload } from 'payload';
import { EDITOR_ROLES } from '@/cms/access/roles';

interface UserLike {
  id: string | number;
  email?: string;
  name?: string | null;
  roles?: string[] | null;
}

/** Whether a CMS user is an editor or admin (the shop's own admin views and their actions). */
export function isEditor(user: unknown): boolean {
  const roles = ((user as UserLike | null)?.roles ?? []) as string[];
  return roles.some((role) => (EDITOR_ROLES as readonly string[]).includes(role));
}

/**
 * The editor sending a server action of an admin view, checked again here (a server action is a
 * POST anyone could send); anyone else is sent to the login.
 */
export async function requireEditor(): Promise<UserLike> {
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: await headers() });
  if (!user || !isEditor(user)) redirect('/admin/login');
  return user as unknown as UserLike;
}
