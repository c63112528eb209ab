import type { ShopConfig } from '@/lib/shop/shop';
import { SHOPS } from '@/lib/shop/shops';
import { rolesGrant, type AdminPermission, type AdminRole } from './admin-roles';

/**
 * Who calls the admin API: an API key or an editor logged in to /admin, with their roles and the
 * shops they may act for (`shops` and `families` null: no limit of that kind; both set: a shop
 * must be in one of them).
 */
export interface AdminActor {
  kind: 'key' | 'editor';
  id: string;
  /** the key's name or the editor's e-mail */
  name: string;
  roles: readonly AdminRole[];
  shops: readonly string[] | null;
  families: readonly string[] | null;
}

export function actorMay(actor: AdminActor, permission: AdminPermission): boolean {
  return rolesGrant(actor.roles, permission);
}

/** Whether the actor may act for this shop. */
export function actorCoversShop(actor: AdminActor, shop: Pick<ShopConfig, 'code' | 'family'>): boolean {
  if (actor.shops === null && actor.families === null) return true;
  return Boolean(actor.shops?.includes(shop.code) || actor.families?.includes(shop.family));
}

/** The shops of the family outside the actor's limit, among those given (all shops by default). */
export function shopsOutside(actor: AdminActor, shops: readonly ShopConfig[] = SHOPS): ShopConfig[] {
  return shops.filter((shop) => !actorCoversShop(actor, shop));
}

/**
 * Whether the actor may make, list and revoke API keys: an admin without a shop limit. A limited
 * admin could otherwise make a key wider than itself (or revoke others' keys).
 */
export function actorManagesKeys(actor: AdminActor): boolean {
  return actorMay(actor, 'keys:manage') && actor.shops === null && actor.families === null;
}
