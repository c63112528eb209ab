/**
 * Whether a query failed because a named prepared statement no longer fits the database: its
 * result type changed under it (a migration altered a column: `cached plan must not change result
 * type`, 0A000) or the server no longer knows it (26000, e.g. behind a pooler that lost it). The
 * same query sent unnamed succeeds.
 */
export function isStalePreparedStatement(error: unknown): boolean {
  // drizzle wraps the driver's error (DrizzleQueryError) and keeps it as the cause
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === '0A000' || code === '26000') return true;
    current = current.cause;
  }
  return false;
}
