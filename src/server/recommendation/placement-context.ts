import 'server-only';
import type { ShopConfig } from '@/lib/shop/shop';
import type { Database } from '@/server/db/client';
import type { RecoListReader } from './reco-lists';

/** What a placement knows of the request. */
export interface PlacementContext {
  db: Database;
  shop: ShopConfig;
  lists: RecoListReader;
  /** the request's named parameters (productId, productIds, categoryId, searchterm) */
  params: ReadonlyMap<string, string>;
  /** the recommendation session, when the visitor gave targeting consent: its history may be read */
  consentedSessionId: string | null;
  /** the shopper's wishlist and basket styles (the shop session), read only when a placement asks */
  shopper: {
    wishlist(): Promise<string[]>;
    basket(): Promise<string[]>;
  };
  /** the evaluation's cut: behaviour after it is unknown (serving: now) */
  until: Date;
}
