import 'server-only';
import type { Database } from '@/server/db/client';
import type { PlacementContext } from './placement-context';
import { masterKeysOf } from './style-keys';

/**
 * The shopper's wishlist and basket as styles, read once and only when a placement asks: the
 * product ids come from the shop session (`load`), newest wishlist item first.
 */
export function shopperStyles(
  db: Database,
  load: () => Promise<{ wishlist: string[]; basket: string[] }>,
): PlacementContext['shopper'] {
  let loaded: Promise<{ wishlist: string[]; basket: string[] }> | null = null;
  const once = () => (loaded ??= load());
  return {
    wishlist: async () => masterKeysOf(db, (await once()).wishlist),
    basket: async () => masterKeysOf(db, (await once()).basket),
  };
}
