import type { AdminActor } from '@/server/admin/admin-actor';
import { isAdminRole } from '@/server/admin/admin-roles';

/** The back office's actor of a CMS login: its roles as the admin API grants them (decision 0038). */
export function adminActorOfUser(user: unknown): AdminActor | null {
  const login = user as { id?: string | number; email?: string; roles?: unknown } | null;
  if (!login?.id) return null;
  const roles = Array.isArray(login.roles)
    ? login.roles.filter((r): r is string => typeof r === 'string')
    : [];
  return {
    kind: 'editor',
    id: String(login.id),
    name: login.email ?? String(login.id),
    roles: roles.filter(isAdminRole),
    shops: null,
    families: null,
  };
}
