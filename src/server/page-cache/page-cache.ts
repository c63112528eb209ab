import { brotliDecompressSync } from 'node:zlib';
import type { TagInvalidatable } from '@/server/cache-registry';
import { NO_STORE, type CacheTag } from '@/server/cache-tags';

/** A rendered page as the app answered it. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  /**
   * The uncompressed body; null once a page served as stored keeps only its compressed forms
   * (read it with `rawBody`).
   */
  body: Buffer | null;
  /** only a 200 (or a redirect) without Set-Cookie is shared with other shoppers */
  shareable: boolean;
  /** the page carries no per-response nonce: its compressed forms are stored and served as they are */
  precompressible?: boolean;
  /** compressed forms, made on first demand (page-cache/serve-page-from-memory.ts) */
  encoded?: Partial<Record<PageEncoding, Buffer>>;
  /** what the page shows (render-tags.ts): a change to any of it drops the page everywhere */
  tags?: readonly CacheTag[];
  /** a strong validator of the body, the same on every node */
  etag?: string;
  /** when its render started (epoch ms): a page rendered before a change it shows is not taken */
  renderedAt?: number;
}

/**
 * The pages every worker and node share (shared-page-store.ts): asked on a miss before a render,
 * and given every page rendered to share; an invalidation deletes there too.
 */
export interface SharedPages {
  read(key: string): Promise<{ page: RenderedPage; freshUntil: number } | null>;
  /** shares a page; resolves with its brotli form (kept in memory too), or null when not shared */
  write(key: string, page: RenderedPage, freshUntil: number): Promise<Buffer | null>;
  drop(tags: readonly CacheTag[]): void;
}

export type PageEncoding = 'br' | 'gzip';

/**
 * A buffer that holds only its own bytes. Node 24's zlib answers a compression whose output fits
 * one chunk with a view into that 64 KB chunk: a stored 20 KB brotli page held 64 KB, and the page
 * cache, counting lengths, held about four times its budget (95 MB per worker for 24 MB, found in
 * a heap snapshot after the capacity run; issue 21). Such a view is copied once when stored.
 */
export function ownBytes(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(own);
  return own;
}

/** memory a stored page holds: its body and its compressed forms */
function pageBytes(page: RenderedPage): number {
  return (page.body?.length ?? 0) + (page.encoded?.br?.length ?? 0) + (page.encoded?.gzip?.length ?? 0);
}

/** what a slot holds besides the page's bodies: the slot, the page and header objects, the map's entry */
const SLOT_OBJECTS_BYTES = 300;

/**
 * Memory a stored entry holds besides its bodies: its key, its headers and their objects. A
 * redirect has no body; counted as nothing, the redirects of distinct addresses (a page past the
 * last of any search term) filled a worker's memory without ever reaching the budget.
 */
export function slotOverheadBytes(key: string, page: RenderedPage): number {
  let headers = 0;
  for (const [name, value] of page.headers) headers += name.length + value.length;
  return SLOT_OBJECTS_BYTES + key.length + headers;
}

function slotBytes(key: string, page: RenderedPage): number {
  return pageBytes(page) + slotOverheadBytes(key, page);
}

/**
 * A page's uncompressed body: kept, or decompressed from its brotli form (for the few clients that
 * accept no brotli: about 0.3 ms for a 140 KB page, once per page for gzip, which is then kept).
 */
export function rawBody(page: RenderedPage): Buffer {
  if (page.body) return page.body;
  if (!page.encoded?.br) throw new Error('A stored page without its body or brotli form');
  return brotliDecompressSync(page.encoded.br);
}

/** from memory, from the shared store (no render), stale while its successor renders, or rendered */
export type CacheState = 'hit' | 'store' | 'stale' | 'miss';

const DROPPED = new Error('The page was dropped before its refresh rendered');

interface Slot {
  page: RenderedPage;
  expires: number;
  refreshing: boolean;
}

/** how far apart the clocks of two nodes may be (renderedBefore) */
const CLOCK_SKEW_MS = 1000;

/** invalidations remembered for the renders under way (a render takes well under a second) */
const REMEMBERED_INVALIDATIONS = 512;

/**
 * Server-rendered pages, shared by every shopper: this process's memory in front of the store all
 * workers and nodes share (decision 0035). Concurrent misses of one page wait for one load (the
 * store, else one render); an expired page keeps answering while its successor renders (stale
 * while revalidate); the least recently used pages go first when the byte budget is full; an
 * invalidation drops the pages that carry one of its tags, here and in the store, and a render
 * under way whose page turns out to carry one is answered but not kept.
 */
export class PageCache implements TagInvalidatable {
  private readonly slots = new Map<string, Slot>();
  private readonly pending = new Map<string, Promise<{ page: RenderedPage; state: CacheState }>>();
  private bytes = 0;
  /** the number of the latest invalidation, and the tags of the latest ones */
  private invalidation = 0;
  private readonly recent: { number: number; tags: ReadonlySet<CacheTag> | null; at: number }[] = [];

  constructor(private readonly options: { ttlMs: number; maxBytes: number; shared?: SharedPages }) {}

  /**
   * @param refresh how an expired page's successor is rendered while the stored one answers (the
   *   shop's server puts it behind the page requests: http/render-gate.ts); by default at once
   */
  async get(
    key: string,
    render: () => Promise<RenderedPage>,
    refresh: (render: () => Promise<RenderedPage>) => Promise<RenderedPage> = (now) => now(),
    /** how a page in neither memory nor the store renders (the shop's server: its render line) */
    queue: (render: () => Promise<RenderedPage>) => Promise<RenderedPage> = (now) => now(),
  ): Promise<{ page: RenderedPage; state: CacheState }> {
    const slot = this.slots.get(key);
    if (slot) {
      // most recently used last
      this.slots.delete(key);
      this.slots.set(key, slot);
      if (slot.expires > Date.now()) return { page: slot.page, state: 'hit' };
      if (!slot.refreshing) {
        slot.refreshing = true;
        // the successor renders once the refresh has its place, unless the page was dropped (or
        // replaced) while it waited; a change elsewhere in the catalogue meanwhile does not matter
        refresh(() =>
          this.slots.get(key) === slot ? this.render(key, render) : Promise.reject(DROPPED),
        ).then(
          () => (slot.refreshing = false),
          () => (slot.refreshing = false),
        );
      }
      return { page: slot.page, state: 'stale' };
    }
    return this.load(key, render, refresh, queue);
  }

  /** Whether a page is stored, fresh or stale: asking for it renders nothing while the shopper waits. */
  has(key: string): boolean {
    return this.slots.has(key);
  }

  /** A fresh stored page (most recently used from now on), or undefined: no render, no waiting. */
  peekFresh(key: string): RenderedPage | undefined {
    const slot = this.slots.get(key);
    if (!slot || slot.expires <= Date.now()) return undefined;
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.page;
  }

  /** Keeps a compressed form of a stored page (when it is still the stored one) within the budget. */
  addEncoding(key: string, page: RenderedPage, encoding: PageEncoding, body: Buffer): void {
    const slot = this.slots.get(key);
    if (slot?.page !== page || page.encoded?.[encoding]) return;
    const stored = ownBytes(body);
    page.encoded = { ...page.encoded, [encoding]: stored };
    this.bytes += stored.length;
    // a page sent as stored needs its raw body no more once brotli holds it: about a sixth of the
    // memory, so the same budget keeps about five times the pages (issue 21)
    if (encoding === 'br' && page.body && page.shareable && page.precompressible) {
      this.bytes -= page.body.length;
      page.body = null;
    }
    this.evict();
  }

  /**
   * Drops the pages that carry one of the tags, here and in the shared store; renders under way
   * whose pages carry one answer but are not kept. Answers how many were dropped here.
   */
  invalidate(tags: readonly CacheTag[]): number {
    const changed = new Set(tags);
    let dropped = 0;
    for (const [key, slot] of this.slots) {
      // a page of unknown tags may show anything
      if (slot.page.tags && !slot.page.tags.some((tag) => changed.has(tag))) continue;
      this.slots.delete(key);
      this.bytes -= slotBytes(key, slot.page);
      dropped++;
    }
    this.remember(changed);
    // a load under way may show the old data: the next request for its page loads it anew
    this.pending.clear();
    this.options.shared?.drop(tags);
    return dropped;
  }

  /** Forgets every page of this process (the shared store keeps its own). */
  clear(): void {
    this.slots.clear();
    this.pending.clear();
    this.bytes = 0;
    this.remember(null);
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.slots.size, bytes: this.bytes };
  }

  /** a page not in memory: from the shared store if it holds the page, else rendered */
  private load(
    key: string,
    render: () => Promise<RenderedPage>,
    refresh: (render: () => Promise<RenderedPage>) => Promise<RenderedPage>,
    queue: (render: () => Promise<RenderedPage>) => Promise<RenderedPage>,
  ): Promise<{ page: RenderedPage; state: CacheState }> {
    const running = this.pending.get(key);
    if (running) return running;
    const since = this.invalidation;
    const loading = (async (): Promise<{ page: RenderedPage; state: CacheState }> => {
      const stored = await this.options.shared?.read(key).catch(() => null);
      if (stored && !this.invalidatedSince(since, stored.page.tags) && !this.renderedBefore(stored.page)) {
        this.store(key, stored.page, stored.freshUntil, false);
        if (stored.freshUntil > Date.now()) return { page: stored.page, state: 'store' };
        // stale in the store too: answered, and its successor renders as any stale page's (unless
        // it was too large to keep here: then it renders now)
        if (this.slots.has(key)) return this.get(key, render, refresh, queue);
      }
      return { page: await this.renderOnce(key, () => queue(render), since), state: 'miss' };
    })().finally(() => {
      if (this.pending.get(key) === loading) this.pending.delete(key);
    });
    this.pending.set(key, loading);
    return loading;
  }

  /** a stale page's successor: rendered and kept unless an invalidation meanwhile touched it */
  private render(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    return this.renderOnce(key, render, this.invalidation);
  }

  private async renderOnce(
    key: string,
    render: () => Promise<RenderedPage>,
    since: number,
  ): Promise<RenderedPage> {
    const started = Date.now();
    const page = await render();
    page.renderedAt ??= started;
    // a page rendered before an invalidation of what it shows may show old data: answered, not kept
    if (page.shareable && !page.tags?.includes(NO_STORE) && !this.invalidatedSince(since, page.tags)) {
      const freshUntil = Date.now() + this.options.ttlMs;
      this.store(key, page, freshUntil, true);
    }
    return page;
  }

  private remember(tags: ReadonlySet<CacheTag> | null): void {
    this.invalidation += 1;
    this.recent.push({ number: this.invalidation, tags, at: Date.now() });
    if (this.recent.length > REMEMBERED_INVALIDATIONS) this.recent.shift();
  }

  /**
   * Whether a stored page was rendered before a change of what it shows that this process has
   * received: another worker may have written it just after this one deleted by that change (its
   * render finished before its own notification arrived). Renders within CLOCK_SKEW_MS of the
   * change count as before it (nodes' clocks differ a little): they render again.
   */
  private renderedBefore(page: RenderedPage): boolean {
    const rendered = page.renderedAt ?? 0;
    // newest first: the changes before the render (less the skew) do not matter
    for (let n = this.recent.length - 1; n >= 0; n--) {
      const { tags, at } = this.recent[n]!;
      if (rendered >= at + CLOCK_SKEW_MS) break;
      if (tags === null || !page.tags || page.tags.some((tag) => tags.has(tag))) return true;
    }
    return false;
  }

  /** whether an invalidation after number `since` named one of the tags (or all pages) */
  private invalidatedSince(since: number, tags: readonly CacheTag[] | undefined): boolean {
    if (since === this.invalidation) return false;
    const oldest = this.recent[0]?.number ?? this.invalidation + 1;
    // older than what is remembered: assume it was touched
    if (since + 1 < oldest) return true;
    for (const { number, tags: changed } of this.recent) {
      if (number <= since) continue;
      if (changed === null || !tags || tags.some((tag) => changed.has(tag))) return true;
    }
    return false;
  }

  private store(key: string, page: RenderedPage, freshUntil: number, share: boolean): void {
    const previous = this.slots.get(key);
    if (previous) {
      this.bytes -= slotBytes(key, previous.page);
      this.slots.delete(key);
    }
    if (share && this.options.shared)
      void this.options.shared.write(key, page, freshUntil).then(
        (br) => br && this.addEncoding(key, page, 'br', br),
        () => undefined,
      );
    if (slotBytes(key, page) > this.options.maxBytes) return;
    if (page.body) page.body = ownBytes(page.body);
    this.slots.set(key, { page, expires: freshUntil, refreshing: false });
    this.bytes += slotBytes(key, page);
    this.evict();
  }

  /** the least recently used pages go until the budget holds */
  private evict(): void {
    for (const [oldKey, oldSlot] of this.slots) {
      if (this.bytes <= this.options.maxBytes) break;
      this.slots.delete(oldKey);
      this.bytes -= slotBytes(oldKey, oldSlot.page);
    }
  }
}
