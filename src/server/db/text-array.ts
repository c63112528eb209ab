import { sql, type SQL } from 'drizzle-orm';

/** A text[] parameter list: array['a', 'b']::text[] (empty: '{}'::text[]). */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}
