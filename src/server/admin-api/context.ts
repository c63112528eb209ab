import type { ShopConfig } from '@/lib/shop/shop';
import type { Database } from '@/server/db/client';
import type { AdminActor } from '@/server/admin/admin-actor';

/** Per-request context of the admin API: the authenticated caller. */
export interface AdminContext {
  db: Database;
  actor: AdminActor;
  /** the shop of the request's host (its texts for input errors); no operation is limited to it */
  shop: ShopConfig;
  request: Request;
}
