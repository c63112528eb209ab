import type { ShopConfig } from '@/lib/shop/shop';
import type { Database } from '@/server/db/client';
import type { ShopperSessionAccess } from '@/server/session/shopper-session';
import type { RequestState } from './request-state';

/** Per-request context of the GraphQL API. */
export interface GraphQLContext {
  db: Database;
  /** The shop the request's host belongs to; every read and write is for this shop. */
  shop: ShopConfig;
  request: Request;
  /** The caller's shopper session (cookie); personal resolvers go through it. */
  session: ShopperSessionAccess;
  /** Cookies to set and the personal-data mark, applied to the response. */
  state: RequestState;
}
