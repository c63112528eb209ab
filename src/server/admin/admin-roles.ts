/**
 * The roles of the back office and the admin API (issue 51), and what each may do. A caller holds
 * one or more roles; a permission is granted when any of them grants it.
 */
export const ADMIN_ROLES = ['admin', 'merchandiser', 'service', 'fulfilment', 'editor'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_PERMISSIONS = [
  /** read products, prices and stock */
  'catalogue:read',
  /** write products, prices, stock and their publication */
  'catalogue:write',
  /** read orders (part 2) */
  'orders:read',
  /** read customers (part 2) */
  'customers:read',
  /** read the audit log */
  'audit:read',
  /** make and revoke API keys */
  'keys:manage',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

const GRANTS: Record<AdminRole, readonly AdminPermission[]> = {
  admin: ADMIN_PERMISSIONS,
  merchandiser: ['catalogue:read', 'catalogue:write', 'audit:read'],
  service: ['catalogue:read', 'orders:read', 'customers:read'],
  fulfilment: ['catalogue:read', 'orders:read'],
  // content is edited in the CMS itself; the admin API lets an editor read the catalogue
  editor: ['catalogue:read'],
};

export function isAdminRole(value: string): value is AdminRole {
  return (ADMIN_ROLES as readonly string[]).includes(value);
}

export function rolesGrant(roles: readonly AdminRole[], permission: AdminPermission): boolean {
  return roles.some((role) => GRANTS[role].includes(permission));
}
