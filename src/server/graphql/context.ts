import type { Database } from '@/server/db/client';

/** Per-request context of the GraphQL API. */
export interface GraphQLContext {
  db: Database;
  request: Request;
}
