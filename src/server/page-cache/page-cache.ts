import { brotliDecompressSync } from 'node:zlib';
import type { TagInvalidatable } from '@/server/cache-registry';

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

export type CacheState = 'hit' | 'stale' | 'miss';

const DROPPED = new Error('The page was dropped before its refresh rendered');

interface Slot {
  page: RenderedPage;
  expires: number;
  refreshing: boolean;
}

/**
 * Server-rendered catalogue pages, shared by every shopper (a micro-cache in front of the renderer).
 * Concurrent misses of one page wait for one render; an expired page keeps answering while its
 * successor renders (stale while revalidate); the least recently used pages go first when the byte
 * budget is full; any tag invalidation drops every page, since a page shows products, prices and
 * content together.
 */
export class PageCache implements TagInvalidatable {
  private readonly slots = new Map<string, Slot>();
  private readonly pending = new Map<string, Promise<RenderedPage>>();
  private bytes = 0;
  private generation = 0;

  constructor(private readonly options: { ttlMs: number; maxBytes: number }) {}

  /**
   * @param refresh how an expired page's successor is rendered while the stored one answers (the
   *   shop's server puts it behind the page requests: http/render-gate.ts); by default at once
   */
  async get(
    key: string,
    render: () => Promise<RenderedPage>,
    refresh: (render: () => Promise<RenderedPage>) => Promise<RenderedPage> = (now) => now(),
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
        refresh(() => (this.slots.get(key) === slot ? this.load(key, render) : Promise.reject(DROPPED))).then(
          () => (slot.refreshing = false),
          () => (slot.refreshing = false),
        );
      }
      return { page: slot.page, state: 'stale' };
    }
    return { page: await this.load(key, render), state: 'miss' };
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

  invalidate(): void {
    this.slots.clear();
    this.pending.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  /**
   * Drops the pages whose key matches (the pages a stock or price change touches); renders running
   * now may show the old data, so they answer but are not kept. Answers how many were dropped.
   */
  drop(matches: (key: string) => boolean): number {
    let dropped = 0;
    for (const [key, slot] of this.slots) {
      if (!matches(key)) continue;
      this.slots.delete(key);
      this.bytes -= slotBytes(key, slot.page);
      dropped++;
    }
    // a render under way shows the old data: the next request for such a page renders it anew
    for (const key of this.pending.keys()) if (matches(key)) this.pending.delete(key);
    this.generation += 1;
    return dropped;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.slots.size, bytes: this.bytes };
  }

  private load(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const loading = render()
      .then((page) => {
        // a page rendered before an invalidation may show old data: answer with it, do not keep it
        if (page.shareable && generation === this.generation) this.store(key, page);
        return page;
      })
      .finally(() => {
        if (this.pending.get(key) === loading) this.pending.delete(key);
      });
    this.pending.set(key, loading);
    return loading;
  }

  private store(key: string, page: RenderedPage): void {
    const previous = this.slots.get(key);
    if (previous) {
      this.bytes -= slotBytes(key, previous.page);
      this.slots.delete(key);
    }
    if (slotBytes(key, page) > this.options.maxBytes) return;
    if (page.body) page.body = ownBytes(page.body);
    this.slots.set(key, { page, expires: Date.now() + this.options.ttlMs, refreshing: false });
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
