import type { CollectionConfig } from 'payload';
import { EDITOR_ROLES, isAdmin, isAdminField, isAdminOrSelf } from '../access/roles';

/**
 * The people who edit content: Payload users with the roles editor and admin. They are not shop
 * customers (those live in the shop's own tables) and cannot log in to the shop with these accounts.
 */
export const Editors: CollectionConfig = {
  slug: 'editors',
  labels: { singular: 'Editor', plural: 'Editors' },
  auth: {
    // the admin's session: 8 hours. Wrong passwords are counted per address and account in
    // PostgreSQL (src/server/content/cms-auth-guard.ts); Payload's own lock is off, since it would
    // let anyone lock an editor out with five requests.
    tokenExpiration: 8 * 60 * 60,
    maxLoginAttempts: 0,
    // Secure when the admin is served over HTTPS (CMS_SECURE_COOKIES, or HSTS configured)
    cookies: {
      sameSite: 'Lax',
      secure: process.env.CMS_SECURE_COOKIES === '1' || Boolean(process.env.HSTS_MAX_AGE),
    },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: 'Administration' },
  access: {
    // the first account is created on first start (scripts/cms-first-admin.ts), later ones by admins
    create: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: EDITOR_ROLES.map((role) => ({ label: role === 'admin' ? 'Admin' : 'Editor', value: role })),
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
      admin: { description: 'Editors edit content; admins also manage editor accounts.' },
    },
  ],
};
