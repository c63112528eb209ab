import type { Access, FieldAccess } from 'payload';

/**
 * The roles of an /admin login: editors (content), admins (content, editor accounts and the back
 * office), and the back office's merchandisers (catalogue, prices, stock), service and fulfilment
 * (decision 0038); shop customers are not CMS users.
 */
export const EDITOR_ROLES = ['editor', 'admin', 'merchandiser', 'service', 'fulfilment'] as const;
export type EditorRole = (typeof EDITOR_ROLES)[number];

interface EditorUser {
  roles?: EditorRole[] | null;
}

function rolesOf(user: unknown): EditorRole[] {
  return ((user as EditorUser | null)?.roles ?? []) as EditorRole[];
}

export const isAdmin: Access = ({ req }) => rolesOf(req.user).includes('admin');
export const isAdminField: FieldAccess = ({ req }) => rolesOf(req.user).includes('admin');
/** who edits content: editors and admins (a merchandiser's login sees the back office only) */
export const isEditor: Access = ({ req }) =>
  rolesOf(req.user).some((role) => role === 'editor' || role === 'admin');

/** An admin, or an editor reading or changing their own account. */
export const isAdminOrSelf: Access = ({ req }) => {
  if (rolesOf(req.user).includes('admin')) return true;
  return req.user ? { id: { equals: req.user.id } } : false;
};
