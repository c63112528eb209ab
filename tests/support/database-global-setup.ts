/**
 * Vitest global set-up of the database tests: the PostgreSQL server of TEST_DATABASE_URL, or else
 * an embedded server in a temporary directory for this run (every test file gets its own
 * database on it, tests/support/test-databases.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureEmbeddedPostgres } from '@/server/db/embedded/embedded-server';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const configured = process.env.TEST_DATABASE_URL?.trim();
  if (configured) {
    project.provide('databaseServerUrl', configured);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-db-'));
  const server = await ensureEmbeddedPostgres(dataDir, {
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  project.provide('databaseServerUrl', server.url.replace('/shop?', '/postgres?'));
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
