import { sql } from 'drizzle-orm';

interface SavingRequest {
  transactionID?: number | string | Promise<number | string>;
  payload?: unknown;
}

type Sessions = Record<string, { db?: { execute(query: unknown): Promise<unknown> } } | undefined>;

/**
 * Makes a uniqueness rule's check-then-write safe: takes a transaction-level advisory lock for the
 * collection in the saving request's transaction, so a second save of the collection checks only
 * after the first has committed (two editors publishing the same key at once: one is refused).
 * Outside a transaction (nothing is written) there is nothing to serialise.
 */
export async function serialiseUniqueCheck(
  req: SavingRequest | undefined,
  collection: string,
): Promise<void> {
  if (req?.transactionID === undefined) return;
  const transactionID = await req.transactionID;
  const sessions = (req.payload as { db?: { sessions?: Sessions } } | undefined)?.db?.sessions;
  const transaction = sessions?.[String(transactionID)]?.db;
  if (!transaction) return;
  await transaction.execute(sql`select pg_advisory_xact_lock(hashtext(${`cms-unique:${collection}`}))`);
}
