import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<DatabaseHandle & { dispose(): Promise<void> }>;
}

/**
 * The databases the integration tests run against: PGlite in memory always, and a throwaway
 * database on the PostgreSQL server of TEST_DATABASE_URL when it is set.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: 'pglite',
      async open() {
        const handle = await openDatabase({ memory: true });
        await handle.migrate();
        return { ...handle, dispose: () => handle.close() };
      },
    },
  ];
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  if (serverUrl) {
    list.push({
      name: 'postgres',
      async open() {
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
          dispose: async () => {
            await handle.close();
            const cleanup = new Client({ connectionString: serverUrl });
            await cleanup.connect();
            await cleanup.query(`drop database if exists ${dbName} with (force)`);
            await cleanup.end();
          },
        };
      },
    });
  }
  return list;
}
