import { isTransaction } from './is-transaction';
import type { Database } from './client';

/**
 * Runs independent reads at once on the pool, or one after the other inside a transaction: a
 * transaction is one connection, and node-postgres queues (and deprecates) overlapping queries on it.
 */
export async function concurrentQueries<T extends readonly unknown[]>(
  db: Database,
  ...tasks: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  // a transaction, typed as the Database it stands for (is-transaction.ts)
  if (!isTransaction(db)) return Promise.all(tasks.map((task) => task())) as unknown as T;
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as unknown as T;
}
