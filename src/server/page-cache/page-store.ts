import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CacheTag } from '@/server/cache-tags';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

/** A page as the store holds it: its brotli form, headers and the tags of what it shows. */
export interface StoredPage {
  status: number;
  headers: [string, string][];
  /** brotli; empty for a body too small to compress (a redirect) */
  br: Buffer;
  /** the uncompressed body when it was too small to compress */
  plain: Buffer | null;
  /** the uncompressed body's length */
  rawBytes: number;
  etag: string;
  tags: CacheTag[];
  /** when it turns stale (epoch ms) */
  freshUntil: number;
  /** when its render started (epoch ms) */
  renderedAt: number;
}

interface Row {
  status: number;
  headers: [string, string][];
  body: Buffer;
  encoding: string;
  raw_bytes: number;
  etag: string;
  tags: string[];
  fresh_until_ms: number;
  rendered_at_ms: number;
}

/** A strong validator of a page's bytes (the same page has the same ETag on every node). */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * The pages shared by every worker and node (table page_store, decision 0035). Each process keeps
 * the pages it uses in memory in front of it (page-cache.ts). Writes are counted while under way,
 * so that an invalidation this process receives deletes after them: a page rendered from old data
 * and written just as the change arrived cannot outlive the change.
 */
export class PageStore {
  private readonly writing = new Set<Promise<unknown>>();

  constructor(
    private readonly db: () => Promise<Database>,
    private readonly options: { maxPages: number },
  ) {}

  async read(key: string): Promise<StoredPage | null> {
    const db = await this.db();
    const [row] = rowsOf<Row>(
      await db.execute(sql`select status, headers, body, encoding, raw_bytes, etag, tags,
                                  (extract(epoch from fresh_until) * 1000)::float8 as fresh_until_ms,
                                  (extract(epoch from rendered_at) * 1000)::float8 as rendered_at_ms
                             from page_store where key = ${key}`),
    );
    if (!row) return null;
    const plain = row.encoding === 'identity';
    return {
      status: row.status,
      headers: row.headers,
      br: plain ? Buffer.alloc(0) : row.body,
      plain: plain ? row.body : null,
      rawBytes: row.raw_bytes,
      etag: row.etag,
      tags: row.tags,
      freshUntil: Number(row.fresh_until_ms),
      renderedAt: Number(row.rendered_at_ms),
    };
  }

  /**
   * Stores a page (replacing an older one of the key); resolves once written. The page may still
   * be in the making (compressed): the write counts from this call on, so a drop waits for it.
   */
  write(key: string, making: StoredPage | Promise<StoredPage>): Promise<void> {
    const done = Promise.all([making, this.db()])
      .then(([page, db]) => {
        const body = page.plain ?? page.br;
        const tags = `{${page.tags.map((tag) => `"${tag}"`).join(',')}}`;
        return db.execute(sql`insert into page_store (key, status, headers, body, encoding, raw_bytes, etag, tags,
                                               rendered_at, fresh_until)
          values (${key}, ${page.status}, ${JSON.stringify(page.headers)}::jsonb, ${body},
                  ${page.plain ? 'identity' : 'br'}, ${page.rawBytes}, ${page.etag}, ${tags}::text[],
                  ${new Date(page.renderedAt).toISOString()}::timestamptz,
                  ${new Date(page.freshUntil).toISOString()}::timestamptz)
          on conflict (key) do update set status = excluded.status, headers = excluded.headers,
            body = excluded.body, encoding = excluded.encoding, raw_bytes = excluded.raw_bytes, etag = excluded.etag,
            tags = excluded.tags, stored_at = now(), rendered_at = excluded.rendered_at,
            fresh_until = excluded.fresh_until`);
      })
      .then(() => undefined);
    this.writing.add(done);
    return done.finally(() => this.writing.delete(done));
  }

  /** Deletes the pages that carry one of the tags (after the writes under way); how many went. */
  async drop(tags: readonly CacheTag[]): Promise<number> {
    if (tags.length === 0) return 0;
    await Promise.allSettled([...this.writing]);
    const db = await this.db();
    const list = `{${tags.map((tag) => `"${tag}"`).join(',')}}`;
    const result = await db.execute(sql`delete from page_store where tags && ${list}::text[]`);
    return (result as unknown as { rowCount: number | null }).rowCount ?? 0;
  }

  /** Keeps the newest `maxPages` pages: the oldest stored go first. */
  async trim(): Promise<number> {
    const db = await this.db();
    const result = await db.execute(sql`delete from page_store where key in (
        select key from page_store order by stored_at desc offset ${this.options.maxPages})`);
    return (result as unknown as { rowCount: number | null }).rowCount ?? 0;
  }

  async count(): Promise<number> {
    const db = await this.db();
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from page_store`));
    return row?.n ?? 0;
  }
}
