import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { logger } from '@/server/logger';
import type { RateRule } from '@/server/rate-limit/rate-limit';
import type { ValidEvent } from './parse-event-batch';

export interface StoredEventContext {
  shopCode: string;
  /** the browser's cookie id (shop_cid), if it has one */
  visitorId: string | null;
  /** the client address the events count against */
  client: string;
}

interface Pending extends ValidEvent, StoredEventContext {
  receivedAt: Date;
  bytes: number;
}

/** Events per INSERT: a batch of a busy interval is written in several statements of this size. */
const ROWS_PER_STATEMENT = 1000;

export interface EventStoreOptions {
  /** how often buffered events are written */
  flushMs: number;
  /** events held at most; beyond, requests are refused until a write made room */
  maxBuffered: number;
  /** bytes of event data held at most, the batch being written included */
  maxBufferedBytes?: number;
  /** events per client address and window, counted in PostgreSQL across the shop's nodes */
  rule: RateRule;
}

/** The tracking objection (/optout provider) that covers an event. */
function providerOf(event: ValidEvent): string {
  if (event.name === 'recommendation') return 'recommendations';
  if (event.name === 'marketing') return 'advertising';
  return 'analytics';
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The collector's write side (decision 0020): accepted events wait in memory and are written every
 * `flushMs` in one statement, so a request costs no database round trip. The write leaves out the
 * events of visitors who objected (/optout) and counts each client's events in rate_limit_hits;
 * a client over its limit is refused at once by this node and, after the next write, by every node.
 * A crash loses at most the events of one interval.
 */
export class EventStore {
  private pending: Pending[] = [];
  /** bytes of the requests whose events are held (waiting and being written) */
  private bytes = 0;
  /** the counts of the batch being written, until PostgreSQL has counted them */
  private inFlight = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  /** events per client in the current window: written (as PostgreSQL counted them) and not yet written */
  private counted = new Map<string, number>();
  private unwritten = new Map<string, number>();
  private windowStart = 0;
  private partitionsFrom = '';

  constructor(
    private readonly database: () => Promise<Database>,
    private readonly options: EventStoreOptions,
  ) {}

  /** Whether `client` may send `n` more events in this window. */
  allows(client: string, n: number): boolean {
    this.rollWindow();
    const used =
      (this.counted.get(client) ?? 0) + (this.unwritten.get(client) ?? 0) + (this.inFlight.get(client) ?? 0);
    return used + n <= this.options.rule.limit;
  }

  /** Room for `n` more events of `bytes` (false while the database is behind). */
  hasRoom(n: number, bytes = 0): boolean {
    const maxBytes = this.options.maxBufferedBytes ?? 16 * 1024 * 1024;
    return this.pending.length + n <= this.options.maxBuffered && this.bytes + bytes <= maxBytes;
  }

  /** `bytes`: the size of the request the events came in (what they hold in memory, about). */
  add(events: readonly ValidEvent[], context: StoredEventContext, bytes = 0): void {
    if (events.length === 0) return;
    this.bytes += bytes;
    const receivedAt = new Date();
    const share = bytes / events.length;
    for (const event of events) this.pending.push({ ...event, ...context, receivedAt, bytes: share });
    this.unwritten.set(context.client, (this.unwritten.get(context.client) ?? 0) + events.length);
    this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs);
    this.timer.unref?.();
  }

  /** Writes what is buffered (also called on shutdown and by tests). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.writing) await this.writing;
    if (this.pending.length === 0) return;
    const batch = this.pending;
    const counts = this.unwritten;
    this.pending = [];
    this.unwritten = new Map();
    this.inFlight = counts;
    this.writing = this.write(batch, counts)
      .catch((error: unknown) => {
        logger.warn(
          { err: error, events: batch.length },
          'Writing analytics events failed; they are dropped',
        );
      })
      .finally(() => {
        this.bytes = Math.max(0, this.bytes - batch.reduce((sum, e) => sum + e.bytes, 0));
        this.inFlight = new Map();
        this.writing = null;
      });
    await this.writing;
  }

  private rollWindow(): void {
    const windowMs = this.options.rule.windowSeconds * 1000;
    const start = Math.floor(Date.now() / windowMs) * windowMs;
    if (start !== this.windowStart) {
      this.windowStart = start;
      this.counted.clear();
    }
  }

  private async write(batch: Pending[], counts: Map<string, number>): Promise<void> {
    const db = await this.database();
    const today = dayOf(new Date());
    if (this.partitionsFrom !== today) {
      await db.execute(sql`select analytics_events_ensure_partitions(${today}::date, 3)`);
      this.partitionsFrom = today;
    }
    // the clients are counted first: a failed write must not leave its senders uncounted
    await this.countClients(db, counts);
    for (let start = 0; start < batch.length; start += ROWS_PER_STATEMENT)
      await this.insert(db, batch.slice(start, start + ROWS_PER_STATEMENT));
  }

  private async insert(db: Database, batch: Pending[]): Promise<void> {
    // one array parameter per column (drizzle would spread a plain array into a list of parameters)
    const column = <T>(pick: (e: Pending) => T) => sql.param(batch.map(pick));
    await db.execute(sql`insert into analytics_events
        (received_at, shop_code, event, version, occurred_at, visitor_id, page_type, path, data)
      select e.received_at, e.shop_code, e.event, e.version, e.occurred_at, e.visitor_id, e.page_type, e.path, e.data
      from unnest(${column((e) => e.receivedAt.toISOString())}::timestamptz[],
                  ${column((e) => e.shopCode)}::text[],
                  ${column((e) => e.name)}::text[],
                  ${column((e) => e.version)}::text[],
                  ${column((e) => e.occurredAt.toISOString())}::timestamptz[],
                  ${column((e) => e.visitorId)}::text[],
                  ${column((e) => e.pageType)}::text[],
                  ${column((e) => e.path)}::text[],
                  ${column((e) => JSON.stringify(e.data))}::jsonb[],
                  ${column(providerOf)}::text[])
        as e(received_at, shop_code, event, version, occurred_at, visitor_id, page_type, path, data, provider)
      where e.visitor_id is null or not exists (
        select 1 from tracking_opt_outs o
        where o.shop_code = e.shop_code and o.visitor_id = e.visitor_id and o.provider = e.provider)`);
  }

  /** Adds each client's events to its counter in PostgreSQL and keeps the totals all nodes wrote. */
  private async countClients(db: Database, counts: Map<string, number>): Promise<void> {
    if (counts.size === 0) return;
    const { rule } = this.options;
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs).toISOString();
    const subjects = [...counts.keys()].map((s) => s.slice(0, 200));
    const rows = rowsOf<{ subject: string; hits: number }>(
      await db.execute(sql`insert into rate_limit_hits (rule, subject, window_start, hits)
        select ${rule.name}, s, ${windowStart}::timestamptz, n
        from unnest(${sql.param(subjects)}::text[], ${sql.param([...counts.values()])}::int[]) as c(s, n)
        on conflict (rule, subject, window_start) do update set hits = rate_limit_hits.hits + excluded.hits
        returning subject, hits`),
    );
    this.rollWindow();
    for (const row of rows) this.counted.set(row.subject, Number(row.hits));
  }
}
