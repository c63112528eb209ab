import type { CollectionConfig } from 'payload';
import { DEFAULT_SHOP_CODE, shopByCode } from '@/lib/shop/shops';
import { originOfShop, shopOfRequest } from '@/server/shop/request-shop';
import { EDITOR_ROLES, isAdmin, isAdminField, isAdminOrSelf } from '../access/roles';

/** Where the reset link points: the admin on the shop origin the editor asked from (configured, never the Host as given). */
function adminOrigin(headers: Headers | undefined): string {
  const resolved = headers ? shopOfRequest(headers) : null;
  const shop = resolved && 'shop' in resolved ? resolved.shop : shopByCode(DEFAULT_SHOP_CODE)!;
  return originOfShop(shop);
}

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
    // 'Forgot password?' mails a link valid for one hour (through the shop's outbox; decision 0015)
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: () => 'Reset the password of your shop CMS account',
      generateEmailHTML: (args) => {
        const link = `${adminOrigin(args?.req?.headers)}/admin/reset/${args?.token ?? ''}`;
        return [
          'Someone asked to reset the password of your editor account of the shop CMS.',
          `Choose a new password within one hour here: ${link}`,
          'If that was not you, ignore this mail: your password stays as it is.',
        ].join('\n\n');
      },
    },
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
