/**
 * Whether a database handle is a transaction (one connection), told by its shape: drizzle's
 * transaction can roll back, the pool's database cannot. Not `instanceof PgTransaction`: Next.js
 * bundles drizzle-orm once per route bundle, and the process-wide handle and its transactions come
 * from whichever bundle loaded first, so the class of another bundle never matched. Inside an order's
 * transaction the product and checkout reads then overlapped on its one connection (node-postgres
 * queued them, and deprecates that).
 */
export function isTransaction(db: unknown): boolean {
  return (
    typeof db === 'object' && db !== null && typeof (db as { rollback?: unknown }).rollback === 'function'
  );
}
