import 'server-only';
import type { Database } from '@/server/db/client';
import type { ListingScope } from '@/server/listing/get-listing';

/** Placeholder until search lands in this change. */
export async function searchScope(_db: Database, _term: string): Promise<ListingScope | null> {
  return null;
}
