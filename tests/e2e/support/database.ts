import { Client } from 'pg';
import { embeddedLocation } from '@/server/db/embedded/embedded-location';

/** One query on the browser tests' database (the run's DATA_DIR or DATABASE_URL), as an operator would. */
export async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const url = process.env.DATABASE_URL?.trim() || embeddedLocation(process.env.DATA_DIR ?? 'data').url;
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query(text, values)).rows as T[];
  } finally {
    await db.end();
  }
}
