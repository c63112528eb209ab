import type { Access, FieldAccess } from 'payload';

/** Editors (content) and admins (content and editor accounts); shop customers are not CMS users. */
export const EDITOR_ROLES = ['editor', 'admin'] as const;
export type EditorRole = (typeof EDITOR_ROLES)[number];

interface EditorUser {
  roles?: EditorRole[] | null;
}

function rolesOf(user: unknown): EditorRole[] {
  return ((user as EditorUser | null)?.roles ?? []) as EditorRole[];
}

export const isAdmin: Access = ({ req }) => rolesOf(req.user).includes('admin');
export const isAdminField: FieldAccess = ({ req }) => rolesOf(req.user).includes('admin');
export const isEditor: Access = ({ req }) => rolesOf(req.user).length > 0;

/** An admin, or an editor reading or changing their own account. */
export const isAdminOrSelf: Access = ({ req }) => {
  if (rolesOf(req.user).includes('admin')) return true;
  return req.user ? { id: { equals: req.user.id } } : false;
};
