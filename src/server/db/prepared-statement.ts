import type { Database } from './client';

const byHandle = new WeakMap<object, Map<(db: Database) => unknown, unknown>>();

/**
 * A query built once per database handle (the pool, or one transaction) and sent as a named
 * prepared statement: PostgreSQL parses it once per connection and, after a few executions, keeps
 * a generic plan instead of planning every call; the app skips building its SQL again. For the hot
 * reads of every product page (decision 0014). Parameters are placeholders (`sql.placeholder`);
 * lists go as one array (`= any(…)`), so one statement serves every length. `build` names the
 * statement (`.prepare(name)`); a name stands for one text on a connection, so the text may depend
 * on nothing but the handle.
 */
export function preparedOn<T>(db: Database, build: (db: Database) => T): T {
  let statements = byHandle.get(db);
  if (!statements) {
    statements = new Map();
    byHandle.set(db, statements);
  }
  let statement = statements.get(build) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    statements.set(build, statement);
  }
  return statement;
}
