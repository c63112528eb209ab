/** node-postgres answers db.execute with { rows }; one typed accessor. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
