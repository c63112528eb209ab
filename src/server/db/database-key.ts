import type { Database } from './client';

const keys = new WeakMap<Database, number>();
let next = 1;

/** A number per open database, so that in-process caches never mix two databases (tests open several). */
export function databaseKey(db: Database): number {
  let key = keys.get(db);
  if (key === undefined) {
    key = next++;
    keys.set(db, key);
  }
  return key;
}
