import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the embedded PostgreSQL server of a DATA_DIR keeps its files and its socket. */
export interface EmbeddedLocation {
  /** the server's data directory (PGDATA) */
  pgdata: string;
  /** directory of the server's Unix socket (it listens on no TCP port) */
  socketDir: string;
  /** the pid of the Node process that started the server and stops it */
  ownerFile: string;
  /** the server's log */
  logFile: string;
  /** node-postgres connection string of the shop's database */
  url: string;
}

export const EMBEDDED_DATABASE = 'shop';
export const EMBEDDED_USER = 'postgres';
/** the socket file is named after a port; the server listens on no TCP port */
export const EMBEDDED_SOCKET_PORT = 5432;

/** Unix socket paths are limited to 107 bytes; `/.s.PGSQL.5432` takes 14 of them. */
const MAX_SOCKET_DIR = 90;

export function embeddedLocation(dataDir: string): EmbeddedLocation {
  const root = path.resolve(dataDir);
  const pgdata = path.join(root, 'postgres');
  // a deep DATA_DIR gets its socket in the temporary directory, named after the data directory
  const socketDir =
    Buffer.byteLength(pgdata) <= MAX_SOCKET_DIR
      ? pgdata
      : path.join(tmpdir(), `shop-pg-${createHash('sha256').update(pgdata).digest('hex').slice(0, 16)}`);
  const url = `postgres://${EMBEDDED_USER}@localhost:${EMBEDDED_SOCKET_PORT}/${EMBEDDED_DATABASE}?host=${encodeURIComponent(socketDir)}`;
  return {
    pgdata,
    socketDir,
    ownerFile: path.join(root, 'postgres.owner'),
    logFile: path.join(root, 'postgres.log'),
    url,
  };
}
