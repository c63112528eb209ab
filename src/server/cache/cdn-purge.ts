import { Client } from 'pg';
import type { TagInvalidatable } from '@/server/cache-registry';
import { CACHE_TAGS, NO_STORE, type CacheTag } from '@/server/cache-tags';
import { logger } from '@/server/logger';

/** Tags arriving within this time go out in one purge request. */
const BATCH_MS = 100;
/** The longest tag header one purge carries (Fastly's limit on a Surrogate-Key header is 16 KB). */
const MAX_HEADER_CHARS = 8000;
/** Attempts per purge request, with 1 s, 2 s, 4 s between them. */
const ATTEMPTS = 4;
const REQUEST_TIMEOUT_MS = 5000;
/** Key of the session advisory lock the one sending process holds ("cdnpurge" as a number). */
const PURGE_LOCK = 0x63646e7075726765n.toString();
/** A process standing by asks for the lock again at most this often (one connection per ask). */
const LOCK_RETRY_MS = 5000;

export interface CdnPurgeSettings {
  url: string;
  method: 'POST' | 'PURGE' | 'BAN';
  /** the request header that names the tags */
  header: string;
  token?: string;
  /** the database every process of every node shares: one of them sends, the others stand by */
  databaseUrl: string;
  /** milliseconds before a retry (tests shorten it) */
  retryBaseMs?: number;
  /** milliseconds a standing-by process waits before asking for the lock again (tests shorten it) */
  lockRetryMs?: number;
}

/** The purge settings from the environment, or null when no purge URL is configured. */
export function cdnPurgeSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): CdnPurgeSettings | null {
  const url = env.CDN_PURGE_URL?.trim();
  const databaseUrl = env.DATABASE_URL?.trim();
  if (!url || !databaseUrl) return null;
  const method = env.CDN_PURGE_METHOD?.trim();
  return {
    url,
    method: method === 'PURGE' || method === 'BAN' ? method : 'POST',
    header: env.CDN_PURGE_HEADER?.trim() || 'Surrogate-Key',
    token: env.CDN_PURGE_TOKEN?.trim() || undefined,
    databaseUrl,
  };
}

/**
 * Sends invalidated tags to a cache in front of the shop (Varnish, a CDN), which holds pages and API
 * answers under the same tags (their Surrogate-Key header). It is one more cache in the registry:
 * `invalidate(tags)` from any change on any node reaches it. Every process receives every change,
 * so only the process holding a PostgreSQL advisory lock sends; when it ends, its connection and
 * lock go, and the next process with tags to send takes over, purging everything first (the
 * previous sender may have ended with tags unsent).
 */
export class CdnPurger implements TagInvalidatable {
  private readonly pending = new Set<CacheTag>();
  private timer: NodeJS.Timeout | undefined;
  private standbyTimer: NodeJS.Timeout | undefined;
  private lock: Promise<Client | null> | null = null;
  /** the flush under way: tags arriving meanwhile wait for it and go out together after it */
  private flushing: Promise<void> | null = null;
  /** ask for the lock once more although nothing is pending (tags were dropped while standing by) */
  private askAgain = false;
  private nextLockTry = 0;
  private closed = false;

  constructor(private readonly settings: CdnPurgeSettings) {}

  invalidate(tags: readonly CacheTag[]): void {
    if (this.closed) return;
    for (const tag of tags) if (tag !== NO_STORE) this.pending.add(tag);
    this.schedule();
  }

  clear(): void {
    // every page and answer a cache in front holds carries the catalogue and content tags
    this.invalidate([CACHE_TAGS.catalog, CACHE_TAGS.content]);
  }

  /**
   * Purges everything once, whoever holds the lock: a process that starts may serve a new build,
   * whose pages name script chunks the copies a cache in front holds do not (decision 0037).
   */
  async purgeEverythingOnStart(): Promise<void> {
    await this.send([CACHE_TAGS.catalog, CACHE_TAGS.content]);
  }

  /** Resolves once everything handed over so far was sent (or given up on). */
  async settled(): Promise<void> {
    while (this.timer || this.flushing || this.pending.size > 0) {
      if (this.flushing) await this.flushing;
      else await this.flush();
    }
  }

  /** Releases the lock (another process takes over) once the purge under way is sent. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    clearTimeout(this.standbyTimer);
    this.timer = undefined;
    await this.flushing;
    const client = await this.lock;
    this.lock = null;
    await client?.end().catch(() => undefined);
  }

  private schedule(): void {
    if (this.timer || this.flushing || this.closed || this.pending.size === 0) return;
    this.timer = setTimeout(() => void this.flush(), BATCH_MS);
    this.timer.unref();
  }

  private flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.flushing) return this.flushing;
    this.flushing = this.sendPending().finally(() => {
      this.flushing = null;
      this.schedule();
    });
    return this.flushing;
  }

  private async sendPending(): Promise<void> {
    const tags = [...this.pending];
    this.pending.clear();
    const askAgain = this.askAgain;
    this.askAgain = false;
    if (tags.length === 0 && !askAgain) return;
    const holder = await this.holdLock();
    if (holder === 'standby') {
      // the process sending them may have ended just now: ask once more when the lock may be free
      if (tags.length > 0) this.standBy();
      return;
    }
    // the previous sender may have ended with tags unsent: everything, once
    if (holder === 'taken-over') tags.push(CACHE_TAGS.catalog, CACHE_TAGS.content);
    for (const batch of headerBatches([...new Set(tags)])) await this.send(batch);
  }

  private standBy(): void {
    if (this.standbyTimer || this.closed) return;
    this.standbyTimer = setTimeout(
      () => {
        this.standbyTimer = undefined;
        this.askAgain = true;
        void this.flush();
      },
      Math.max(0, this.nextLockTry - Date.now()),
    );
    this.standbyTimer.unref();
  }

  /** Whether this process sends: it held the lock, has just taken it, or another process holds it. */
  private async holdLock(): Promise<'held' | 'taken-over' | 'standby'> {
    if (this.lock) {
      const client = await this.lock;
      if (client) return 'held';
    }
    // another process sends: its purges cover these tags (a takeover purges everything anyway)
    if (Date.now() < this.nextLockTry) return 'standby';
    const attempt = this.tryLock();
    this.lock = attempt;
    const client = await attempt;
    if (!client) {
      this.lock = null;
      this.nextLockTry = Date.now() + (this.settings.lockRetryMs ?? LOCK_RETRY_MS);
      return 'standby';
    }
    return 'taken-over';
  }

  private async tryLock(): Promise<Client | null> {
    const client = new Client({ connectionString: this.settings.databaseUrl, keepAlive: true });
    // a lost connection loses the lock: the next batch tries again (another process may have it)
    client.on('error', () => {
      const current = this.lock;
      void current?.then((held) => {
        if (held === client && this.lock === current) this.lock = null;
      });
      void client.end().catch(() => undefined);
    });
    try {
      await client.connect();
      const result = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1::bigint) as locked',
        [PURGE_LOCK],
      );
      if (result.rows[0]?.locked) return client;
    } catch (error) {
      logger.warn({ err: error, issueLevel: 'Ops' }, 'The CDN purge lock could not be asked for');
    }
    await client.end().catch(() => undefined);
    return null;
  }

  private async send(tags: string[]): Promise<void> {
    const { url, method, header, token } = this.settings;
    const base = this.settings.retryBaseMs ?? 1000;
    let failure: unknown = null;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, base * 2 ** (attempt - 2)));
      try {
        const response = await fetch(url, {
          method,
          headers: {
            [header]: tags.join(' '),
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: method === 'POST' ? JSON.stringify({ tags }) : undefined,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await response.body?.cancel().catch(() => undefined);
        if (response.ok) {
          logger.debug({ tags: tags.length }, 'CDN purged');
          return;
        }
        failure = `HTTP ${response.status}`;
        // refused for good (a wrong token, a wrong URL): trying again changes nothing
        if (response.status < 500 && response.status !== 429) break;
      } catch (error) {
        failure = error;
      }
    }
    logger.warn(
      { tags: tags.length, failure: String(failure), issueLevel: 'Ops' },
      'A CDN purge was not accepted; the cache in front may show the tags until their max-age',
    );
  }
}

/** The tags in groups whose space-separated header stays within MAX_HEADER_CHARS. */
export function headerBatches(tags: readonly string[], maxChars = MAX_HEADER_CHARS): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const tag of tags) {
    if (current.length > 0 && length + 1 + tag.length > maxChars) {
      batches.push(current);
      current = [];
      length = 0;
    }
    length += (current.length > 0 ? 1 : 0) + tag.length;
    current.push(tag);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
