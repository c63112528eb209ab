/** node-postgres and PGlite both answer db.execute with { rows }; one accessor for both. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
