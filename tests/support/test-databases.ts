import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';

export interface TestDatabase {
  name: 'postgres';
  open(): Promise<TestDatabaseHandle>;
}

/** A throwaway database on the test run's PostgreSQL server, migrated; dispose() drops it. */
/** An open test database: its handle, its URL (for connections of their own) and its removal. */
export type TestDatabaseHandle = DatabaseHandle & { url: string; dispose(): Promise<void> };

export async function openTestDatabase(): Promise<TestDatabaseHandle> {
  const serverUrl = inject('databaseServerUrl');
  const dbName = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    dispose: async () => {
      await handle.close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${dbName} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The databases the integration tests run against: real PostgreSQL, the server of
 * TEST_DATABASE_URL or an embedded one started for the run (tests/support/database-global-setup.ts).
 */
export function testDatabases(): TestDatabase[] {
  return [{ name: 'postgres', open: openTestDatabase }];
}
