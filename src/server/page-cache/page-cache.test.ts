import { afterEach, describe, expect, it, vi } from 'vitest';
import { brotliCompressSync } from 'node:zlib';
import { ownBytes, PageCache, rawBody, slotOverheadBytes, type RenderedPage } from './page-cache';

/** what a stored entry of `page(…)` holds besides its body (its key, headers and objects) */
const overhead = (key: string) => slotOverheadBytes(key, page(''));

function page(text: string, status = 200, tags: string[] = ['page']): RenderedPage {
  return {
    status,
    headers: [['content-type', 'text/html']],
    body: Buffer.from(text),
    shareable: status === 200,
    tags,
  };
}

/** A cache holding /mode (v1) expired, and a render that makes v2, v3, … and counts its calls. */
async function expiredPage() {
  vi.useFakeTimers();
  const cache = new PageCache({ ttlMs: 1000, maxBytes: 1000 });
  const renders = { count: 0 };
  const render = async () => page(`v${++renders.count}`);
  await cache.get('/mode', render);
  vi.advanceTimersByTime(1500);
  return { cache, render, renders };
}

describe('PageCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders a page once for many concurrent shoppers and answers later ones from memory', async () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1000 });
    const render = vi.fn(async () => page('listing'));
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('/mode', render)));
    expect(render).toHaveBeenCalledTimes(1);
    expect(answers.map((a) => a.state)).toEqual(['miss', 'miss', 'miss']);
    const later = await cache.get('/mode', render);
    expect(later.state).toBe('hit');
    expect(rawBody(later.page).toString()).toBe('listing');
  });

  it('answers with the stale page while the fresh one renders', async () => {
    const { cache, render } = await expiredPage();
    const stale = await cache.get('/mode', render);
    expect(stale).toMatchObject({ state: 'stale' });
    expect(rawBody(stale.page).toString()).toBe('v1');
    await vi.waitFor(async () =>
      expect(rawBody((await cache.get('/mode', render)).page).toString()).toBe('v2'),
    );
  });

  it('renders the successor of an expired page the way it is told, and keeps the stale page when that fails', async () => {
    const { cache, render, renders } = await expiredPage();
    const refreshes: string[] = [];
    const refuse = async (): Promise<RenderedPage> => {
      refreshes.push('refused');
      throw new Error('The render line is full');
    };
    expect(rawBody((await cache.get('/mode', render, refuse)).page).toString()).toBe('v1');
    await vi.waitFor(() => expect(refreshes).toEqual(['refused']));
    expect(renders.count).toBe(1);
    // the stale page still answers, and the next request asks for its successor again
    const inLine = async (now: () => Promise<RenderedPage>) => {
      refreshes.push('in line');
      return now();
    };
    await vi.waitFor(async () => {
      expect((await cache.get('/mode', render, inLine)).page.body?.toString()).toBe('v2');
    });
    expect(refreshes).toEqual(['refused', 'in line']);
    // a miss renders at once, whatever refreshes are told
    expect((await cache.get('/new', render, refuse)).state).toBe('miss');
  });

  it('renders nothing for a refresh whose page was dropped while it waited in line', async () => {
    vi.useFakeTimers();
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1000 });
    const rendered: string[] = [];
    const render = (name: string) => async () => {
      rendered.push(name);
      return page(name, 200, [name.startsWith('m') ? 'category:mode' : 'product:123456']);
    };
    await cache.get('/p/123456', render('v1'));
    vi.advanceTimersByTime(1500);
    let startRefresh: () => void = () => {};
    const waitingInLine = (now: () => Promise<RenderedPage>) =>
      new Promise<void>((resolve) => (startRefresh = resolve)).then(now);
    expect((await cache.get('/p/123456', render('v2'), waitingInLine)).state).toBe('stale');
    // a stock change drops the page while its refresh waits for a place
    expect(cache.invalidate(['product:123456'])).toBe(1);
    startRefresh();
    // the next request renders it anew rather than joining the refresh
    expect((await cache.get('/p/123456', render('v3'))).state).toBe('miss');
    expect(rendered).toEqual(['v1', 'v3']);
    expect(cache.peekFresh('/p/123456')?.body?.toString()).toBe('v3');
    // a change to another page while a refresh waits does not stop it, nor its page being kept
    await cache.get('/mode', render('m1'));
    await cache.get('/p/654321', async () => page('other', 200, ['product:654321']));
    vi.advanceTimersByTime(1500);
    await cache.get('/mode', render('m2'), waitingInLine);
    cache.invalidate(['product:654321']);
    startRefresh();
    await vi.waitFor(() => expect(cache.peekFresh('/mode')?.body?.toString()).toBe('m2'));
  });

  it('lets a request after a drop render the page anew instead of joining the render under way', async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1000 });
    let finish: (p: RenderedPage) => void = () => {};
    const old = cache.get('/mode', () => new Promise<RenderedPage>((resolve) => (finish = resolve)));
    cache.invalidate(['category:mode']);
    const fresh = await cache.get('/mode', async () => page('new prices', 200, ['category:mode']));
    expect(rawBody(fresh.page).toString()).toBe('new prices');
    finish(page('old prices', 200, ['category:mode']));
    expect(rawBody((await old).page).toString()).toBe('old prices');
    expect(cache.peekFresh('/mode')?.body?.toString()).toBe('new prices');
  });

  it('does not keep error pages, redirects or pages that set cookies', async () => {
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 1000 });
    const render = vi.fn(async () => page('not found', 404));
    expect((await cache.get('/nix', render)).page.status).toBe(404);
    await cache.get('/nix', render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.size.pages).toBe(0);
  });

  it('drops the least recently used pages when the byte budget is full', async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 10 + 2 * overhead('a') });
    await cache.get('a', async () => page('aaaa'));
    await cache.get('b', async () => page('bbbb'));
    await cache.get('a', async () => page('never'));
    await cache.get('c', async () => page('cccc'));
    expect(cache.size).toEqual({ pages: 2, bytes: 8 + 2 * overhead('a') });
    expect((await cache.get('a', async () => page('new'))).state).toBe('hit');
    expect((await cache.get('b', async () => page('bbbb'))).state).toBe('miss');
  });

  it('counts what an entry without a body holds, so that redirects of distinct addresses stay within the budget', async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 100_000 });
    const redirect = (key: string): RenderedPage => ({
      status: 307,
      headers: [['location', `${key}&page=2`]],
      body: Buffer.alloc(0),
      shareable: true,
      precompressible: true,
    });
    for (let i = 0; i < 10_000; i++) {
      const key = `lindgard-at:/mode?searchTerm=${'%C3%BC'.repeat(16)}${i}&page=900`;
      await cache.get(key, async () => redirect(key));
    }
    expect(cache.size.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.size.pages).toBeLessThan(200);
    const first = `lindgard-at:/mode?searchTerm=${'%C3%BC'.repeat(16)}0&page=900`;
    expect(cache.has(first)).toBe(false);
  });

  it('drops the pages that carry an invalidated tag, and does not keep a render under way that shows it', async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1000 });
    await cache.get('a', async () => page('old', 200, ['product:1', 'category:x']));
    await cache.get('c', async () => page('other', 200, ['product:2']));
    let finish: (p: RenderedPage) => void = () => {};
    let finishOther: (p: RenderedPage) => void = () => {};
    const slow = cache.get('b', () => new Promise<RenderedPage>((resolve) => (finish = resolve)));
    const unrelated = cache.get('d', () => new Promise<RenderedPage>((resolve) => (finishOther = resolve)));
    // both renders are under way (each asked the shared store first, which there is none of here)
    await vi.waitFor(() => expect(cache.size.pages).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.invalidate(['category:x'])).toBe(1);
    finish(page('rendered before', 200, ['category:x']));
    finishOther(page('shows something else', 200, ['product:3']));
    expect(rawBody((await slow).page).toString()).toBe('rendered before');
    await unrelated;
    expect(cache.has('a')).toBe(false);
    expect(cache.has('b')).toBe(false);
    expect(cache.has('c')).toBe(true);
    expect(cache.has('d')).toBe(true);
    expect(rawBody((await cache.get('a', async () => page('fresh'))).page).toString()).toBe('fresh');
  });

  it('answers a page another worker stored without a render, and shares what it renders', async () => {
    const shared = new Map<string, { page: RenderedPage; freshUntil: number }>();
    const dropped: string[][] = [];
    const store = {
      read: async (key: string) => shared.get(key) ?? null,
      write: async (key: string, page: RenderedPage, freshUntil: number) => {
        shared.set(key, { page, freshUntil });
        return null;
      },
      drop: (tags: readonly string[]) => void dropped.push([...tags]),
    };
    const one = new PageCache({ ttlMs: 10_000, maxBytes: 10_000, shared: store });
    const other = new PageCache({ ttlMs: 10_000, maxBytes: 10_000, shared: store });
    let renders = 0;
    const render = async () => page(`render ${++renders}`, 200, ['product:1']);
    expect((await one.get('/p/1', render)).state).toBe('miss');
    await vi.waitFor(() => expect(shared.has('/p/1')).toBe(true));
    const fromStore = await other.get('/p/1', render);
    expect(fromStore.state).toBe('store');
    expect(rawBody(fromStore.page).toString()).toBe('render 1');
    expect((await other.get('/p/1', render)).state).toBe('hit');
    expect(renders).toBe(1);
    other.invalidate(['product:1']);
    expect(dropped).toEqual([['product:1']]);
  });

  it('peeks only fresh pages and counts their compressed forms in the budget', async () => {
    vi.useFakeTimers();
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 40 + overhead('/a') });
    await cache.get('/a', async () => page('a'.repeat(10)));
    const stored = cache.peekFresh('/a')!;
    expect(rawBody(stored).toString()).toBe('a'.repeat(10));
    cache.addEncoding('/a', stored, 'br', Buffer.alloc(5));
    cache.addEncoding('/a', stored, 'br', Buffer.alloc(7));
    expect(cache.size.bytes).toBe(15 + overhead('/a'));
    // a form of a page that is no longer the stored one is not kept
    cache.addEncoding('/a', page('other'), 'gzip', Buffer.alloc(5));
    expect(cache.size.bytes).toBe(15 + overhead('/a'));
    // forms push the least recently used pages out of the budget like bodies do
    await cache.get('/b', async () => page('b'.repeat(10)));
    cache.addEncoding('/b', cache.peekFresh('/b')!, 'gzip', Buffer.alloc(20));
    expect(cache.peekFresh('/a')).toBeUndefined();
    expect(cache.size).toEqual({ pages: 1, bytes: 30 + overhead('/b') });
    vi.advanceTimersByTime(1500);
    expect(cache.peekFresh('/b')).toBeUndefined();
  });

  it('keeps only the brotli form of a page sent as stored, and reads its body back from it', async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 100_000 });
    const html = '<p>listing</p>'.repeat(500);
    await cache.get('/mode', async () => ({ ...page(html), precompressible: true }));
    const stored = cache.peekFresh('/mode')!;
    expect(cache.size.bytes).toBe(html.length + overhead('/mode'));
    const br = brotliCompressSync(html);
    cache.addEncoding('/mode', stored, 'br', br);
    expect(stored.body).toBeNull();
    expect(cache.size.bytes).toBe(br.length + overhead('/mode'));
    expect(rawBody(stored).toString()).toBe(html);
    // a page that needs a nonce per answer keeps its body
    await cache.get('/nonce', async () => page(html));
    const withNonce = cache.peekFresh('/nonce')!;
    cache.addEncoding('/nonce', withNonce, 'br', br);
    expect(withNonce.body?.toString()).toBe(html);
  });

  it('holds only the bytes of what it stores, not the larger buffers they were cut from', async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 100_000 });
    // as Node 24's zlib answers a small compression: a view into its 64 KB output chunk
    const chunk = Buffer.alloc(65_536, 7);
    const br = chunk.subarray(33_000, 53_000);
    await cache.get('/mode', async () => ({ ...page('<p>listing</p>'), precompressible: true }));
    const stored = cache.peekFresh('/mode')!;
    cache.addEncoding('/mode', stored, 'br', br);
    const kept = stored.encoded!.br!;
    expect(kept.equals(br)).toBe(true);
    expect(kept.buffer.byteLength).toBe(20_000);
    expect(cache.size.bytes).toBe(20_000 + overhead('/mode'));
    // a body cut from a larger buffer is kept as its own bytes too
    const html = Buffer.from('<p>'.padEnd(10_000, 'x')).subarray(0, 5_000);
    await cache.get('/p/123456', async () => ({ ...page(''), body: html }));
    expect(cache.peekFresh('/p/123456')!.body!.buffer.byteLength).toBe(5_000);
    // a buffer of its own is kept as it is
    const own = Buffer.alloc(10);
    expect(ownBytes(own)).toBe(own);
  });
});

describe('PageCache and the shared store', () => {
  function storeOf(pages: Map<string, { page: RenderedPage; freshUntil: number }>) {
    return {
      read: async (key: string) => pages.get(key) ?? null,
      write: async () => null,
      drop: () => undefined,
    };
  }

  it('does not take a stored page rendered before a change of what it shows that this process received', async () => {
    const pages = new Map<string, { page: RenderedPage; freshUntil: number }>();
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 10_000, shared: storeOf(pages) });
    cache.invalidate(['product:1']);
    // another worker wrote it just after this one's delete, from a render that began before the change
    pages.set('/p/1', {
      page: { ...page('old price', 200, ['product:1']), renderedAt: Date.now() - 5000 },
      freshUntil: Date.now() + 10_000,
    });
    const answer = await cache.get('/p/1', async () => page('new price', 200, ['product:1']));
    expect(answer.state).toBe('miss');
    expect(rawBody(answer.page).toString()).toBe('new price');
    // a page of other tags, or rendered well after the change, is taken
    pages.set('/p/2', {
      page: { ...page('other', 200, ['product:2']), renderedAt: Date.now() - 5000 },
      freshUntil: Date.now() + 10_000,
    });
    expect((await cache.get('/p/2', async () => page('rendered'))).state).toBe('store');
  });

  it('renders a miss through the render line and a stale page’s successor outside it', async () => {
    vi.useFakeTimers();
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 10_000 });
    const queued: string[] = [];
    const queue = (render: () => Promise<RenderedPage>) => {
      queued.push('miss');
      return render();
    };
    const refreshed: string[] = [];
    const refresh = (render: () => Promise<RenderedPage>) => {
      refreshed.push('refresh');
      return render();
    };
    await cache.get('/mode', async () => page('v1'), refresh, queue);
    vi.advanceTimersByTime(1500);
    expect((await cache.get('/mode', async () => page('v2'), refresh, queue)).state).toBe('stale');
    await vi.waitFor(() => expect(cache.peekFresh('/mode')?.body?.toString()).toBe('v2'));
    expect(queued).toEqual(['miss']);
    expect(refreshed).toEqual(['refresh']);
  });

  it('renders a page stale in the store that is too large to keep in memory, rather than waiting on itself', async () => {
    const pages = new Map([['/big', { page: page('x'.repeat(5000)), freshUntil: Date.now() - 1 }]]);
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1000, shared: storeOf(pages) });
    const answer = await cache.get('/big', async () => page('rendered'));
    expect(answer.state).toBe('miss');
  });
});
