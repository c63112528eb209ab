import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaggedCache } from './tagged-cache';
import { CACHE_TAGS, NO_STORE } from './cache-tags';
import { collectTags, declareTags } from './cache/render-tags';

describe('TaggedCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads once and answers from memory until invalidated by tag', async () => {
    const cache = new TaggedCache({ maxEntries: 10 });
    const load = vi.fn(async () => 'value');
    expect(await cache.get('a', ['catalog'], 1000, load)).toBe('value');
    expect(await cache.get('a', ['catalog'], 1000, load)).toBe('value');
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidate(['search']);
    await cache.get('a', ['catalog'], 1000, load);
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidate(['catalog']);
    await cache.get('a', ['catalog'], 1000, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('peeks at fresh values only, without loading', async () => {
    vi.useFakeTimers();
    const cache = new TaggedCache({ maxEntries: 10 });
    expect(cache.peek('a')).toBeUndefined();
    await cache.get('a', ['catalog'], 1000, async () => 'value');
    expect(await cache.peek('a')).toBe('value');
    vi.advanceTimersByTime(1500);
    expect(cache.peek('a')).toBeUndefined();
  });

  it('keeps answering with the stale value while the fresh one loads', async () => {
    vi.useFakeTimers();
    const cache = new TaggedCache({ maxEntries: 10 });
    let n = 0;
    const load = async () => ++n;
    expect(await cache.get('a', ['catalog'], 1000, load)).toBe(1);
    vi.advanceTimersByTime(1500);
    expect(await cache.get('a', ['catalog'], 1000, load)).toBe(1);
    await Promise.resolve();
    expect(await cache.get('a', ['catalog'], 1000, load)).toBe(2);
  });

  it('does not keep a failed load and evicts the oldest entry when full', async () => {
    const cache = new TaggedCache({ maxEntries: 2 });
    await expect(cache.get('x', ['catalog'], 1000, () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get('x', ['catalog'], 1000, async () => 'up')).toBe('up');
    await cache.get('y', ['catalog'], 1000, async () => 'y');
    await cache.get('z', ['catalog'], 1000, async () => 'z');
    const reload = vi.fn(async () => 'x2');
    expect(await cache.get('x', ['catalog'], 1000, reload)).toBe('x2');
  });

  it('keeps its values within a memory budget, the oldest going first', async () => {
    const cache = new TaggedCache({ maxEntries: 100, maxBytes: 50_000 });
    const big = (n: number) => async () => 'x'.repeat(20_000) + n;
    for (let n = 0; n < 5; n++) await cache.get(`k${n}`, [CACHE_TAGS.catalog], 60_000, big(n));
    expect(cache.size.entries).toBe(2);
    expect(cache.size.bytes).toBeLessThanOrEqual(50_000);
    expect(cache.peek('k4')).toBeDefined();
    expect(cache.peek('k0')).toBeUndefined();
    cache.invalidate([CACHE_TAGS.catalog]);
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});

describe('TaggedCache and the tags of a render', () => {
  it('declares the tags of what a render read, hit or loaded, and tags that follow from the value', async () => {
    const cache = new TaggedCache({ maxEntries: 10 });
    const first = await collectTags(() => cache.get('p', ['product:1'], 1000, async () => 'one'));
    expect([...first.tags]).toEqual(['product:1']);
    const hit = await collectTags(() => cache.get('p', ['product:1'], 1000, async () => 'again'));
    expect(hit.value).toBe('one');
    expect([...hit.tags]).toEqual(['product:1']);
    const derived = await collectTags(() =>
      cache.get(
        's',
        (keys: string[]) => keys.map((key) => `style:${key}`),
        1000,
        async () => ['A', 'B'],
      ),
    );
    expect([...derived.tags]).toEqual(['style:A', 'style:B']);
    cache.invalidate(['style:B']);
    expect(cache.peek('s')).toBeUndefined();
    expect(cache.peek('p')).toBeDefined();
  });

  it('declares nothing for an index, whose every change would drop every page using it', async () => {
    const index = new TaggedCache({ maxEntries: 10, declares: false });
    const { tags } = await collectTags(() => index.get('facets', ['facets'], 1000, async () => 1));
    expect(tags.size).toBe(0);
  });

  it('declares the tags of a load under way into each render waiting for it', async () => {
    const cache = new TaggedCache({ maxEntries: 10 });
    let finish: (value: string) => void = () => {};
    const slow = new Promise<string>((resolve) => (finish = resolve));
    const a = collectTags(() => cache.get('x', ['product:2'], 1000, () => slow));
    const b = collectTags(() => cache.get('x', ['product:2'], 1000, () => slow));
    finish('done');
    expect([...(await a).tags]).toEqual(['product:2']);
    expect([...(await b).tags]).toEqual(['product:2']);
  });
});

describe('TaggedCache entries filled through other caches', () => {
  it('carry the tags of what their load read, and are not kept when the load could not read everything', async () => {
    const inner = new TaggedCache({ maxEntries: 10 });
    const outer = new TaggedCache({ maxEntries: 10 });
    await outer.get('cards', ['content:listings'], 1000, () =>
      inner.get('tile', ['style:M1'], 1000, async () => 'tile'),
    );
    // a later render reading the outer entry alone still shows the style
    const { tags } = await collectTags(() => outer.get('cards', ['content:listings'], 1000, async () => 'x'));
    expect([...tags].sort()).toEqual(['content:listings', 'style:M1']);
    outer.invalidate(['style:M1']);
    expect(outer.peek('cards')).toBeUndefined();

    await outer.get('failed', ['content:home'], 1000, async () => {
      declareTags([NO_STORE]);
      return 'fallback';
    });
    expect(outer.peek('failed')).toBeUndefined();
  });
});
