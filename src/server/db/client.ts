import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Client, Pool } from 'pg';
import { logger } from '@/server/logger';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /**
   * Calls `onMessage` with the payload of each notification on `channel` (PostgreSQL LISTEN/NOTIFY),
   * from any node, after the sending transaction committed. Resolves once listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  /** applies the committed migrations (idempotent) */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** database size in bytes as PostgreSQL reports it */
  sizeBytes(): Promise<number>;
}

export interface DatabaseTarget {
  url: string;
  /** connections at most (default DATABASE_POOL_SIZE, else 10) */
  poolSize?: number;
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'src/server/db/migrations');

/**
 * Where the app's database lives: DATABASE_URL, which the launchers (`npm start`, `npm run dev`,
 * scripts/serve.ts) set to the embedded server of DATA_DIR when the operator named no server
 * (decision 0014).
 */
export function databaseTargetFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (!url) throw new Error('DATABASE_URL is not set: start the shop with `npm start` or `npm run dev`');
  return { url };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const pool = new Pool({
    connectionString: target.url,
    max: target.poolSize ?? Number(process.env.DATABASE_POOL_SIZE ?? 10),
  });
  // an idle connection the server closes (restart, failover, dropped test database) is replaced by
  // the pool on the next query; without a listener its 'error' event would end the process
  pool.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL connection lost; the pool reconnects'));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const listeners: Listeners = { clients: [], closed: false };
  return {
    db,
    listen: (channel, onMessage) => listenPg(target.url, channel, onMessage, listeners),
    migrate: () => migrateLocked(pool),
    close: async () => {
      listeners.closed = true;
      await Promise.all(listeners.clients.map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
    sizeBytes: async () => {
      const r = await pool.query<{ size: string }>('select pg_database_size(current_database()) as size');
      return Number(r.rows[0]?.size ?? 0);
    },
  };
}

/**
 * Applies the migrations under an advisory lock, so that several workers or nodes starting at once
 * migrate one after the other (the later ones find nothing to do).
 */
async function migrateLocked(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query('create extension if not exists pg_trgm');
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** key of the advisory lock held while migrating ("shopmigr" as a number) */
const MIGRATION_LOCK = 0x73686f706d696772n.toString();

/**
 * A dedicated connection that LISTENs (a pooled one would be handed to queries); when it is lost it
 * connects again after a second, so a database restart interrupts notifications only briefly.
 */
interface Listeners {
  clients: Client[];
  closed: boolean;
}

async function listenPg(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  listeners: Listeners,
): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel ${channel}`);
  let connections = 0;
  const connect = async (): Promise<void> => {
    if (listeners.closed) return;
    const client = new Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    let ready = false;
    client.on('error', (error) => {
      // an error while connecting is the rejection below; only an established connection reconnects
      if (!ready) return;
      ready = false;
      listeners.clients = listeners.clients.filter((c) => c !== client);
      client.end().catch(() => undefined);
      if (listeners.closed) return;
      logger.warn({ err: error }, 'PostgreSQL notification connection lost; reconnecting');
      reconnect();
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    ready = true;
    listeners.clients.push(client);
    // a listener that was away may have missed changes: it is told so (and drops its caches)
    if (connections++ > 0) onMessage('*reconnected*');
  };
  const reconnect = (): void => {
    setTimeout(() => connect().catch(reconnect), 1000).unref();
  };
  // the first connection is retried like any later one: the node runs, its pages expire by TTL
  await connect().catch((error: unknown) => {
    logger.warn({ err: error }, 'PostgreSQL notifications unavailable; retrying');
    reconnect();
  });
}
