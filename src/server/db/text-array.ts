import { sql, type SQL } from 'drizzle-orm';

/**
 * A text[] parameter: the list as one parameter (node-postgres writes it as an array literal), so
 * a list of any length stays one of PostgreSQL's at most 65,535 parameters of a statement (one
 * parameter per element failed for bulk writes of 5,000 sizes with several promotions each).
 */
export function textArray(values: readonly string[]): SQL {
  return sql`${sql.param([...values])}::text[]`;
}
