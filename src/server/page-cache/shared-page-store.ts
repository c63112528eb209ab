import { isCacheTag } from '@/server/cache-tags';
import { logger } from '@/server/logger';
import { compress, MIN_COMPRESSED_BYTES } from './page-compression';
import { rawBody, type RenderedPage, type SharedPages } from './page-cache';
import { etagOf, type PageStore } from './page-store';

/**
 * The page cache's link to the page store every worker and node reads (page-store.ts): stored
 * pages come back as pages sent as stored (their brotli form, no per-answer nonce), and a page
 * rendered here goes to the store compressed once. A store that cannot be reached costs renders,
 * never an answer: reads then miss and writes are dropped (logged).
 *
 * Pages are kept per build (`build`, Next.js's build id): a page names the script chunks of the
 * build that rendered it, which a node running another build does not serve. So a deploy starts
 * with the pages of its own build (none at first), and during a rolling deploy each build reads
 * its own; the older build's pages leave the store with its size limit.
 */
export function sharedPages(store: PageStore, build = ''): SharedPages {
  const keyOf = (key: string) => (build ? `${build}|${key}` : key);
  return {
    async read(key) {
      const stored = await store.read(keyOf(key)).catch((error: unknown) => {
        logger.warn({ err: error, issueLevel: 'Dev' }, 'The page store could not be read; the page renders');
        return null;
      });
      if (!stored) return null;
      const page: RenderedPage = {
        status: stored.status,
        headers: stored.headers,
        body: stored.plain,
        shareable: true,
        precompressible: true,
        encoded: stored.plain ? undefined : { br: stored.br },
        tags: stored.tags,
        etag: stored.etag,
      };
      return { page, freshUntil: stored.freshUntil };
    },
    async write(key, page, freshUntil) {
      // a page that needs a nonce per answer is rendered per request, never shared
      if (!page.shareable || page.precompressible !== true) return null;
      const raw = rawBody(page);
      const plain = raw.length < MIN_COMPRESSED_BYTES;
      // counted as a write from now on, while it is compressed (a drop meanwhile waits for it)
      const br: Promise<Buffer | null> = plain
        ? Promise.resolve(null)
        : page.encoded?.br
          ? Promise.resolve(page.encoded.br)
          : compress(raw, 'br');
      const making = br.then((compressed) => ({
        status: page.status,
        headers: page.headers,
        br: compressed ?? Buffer.alloc(0),
        plain: plain ? raw : null,
        rawBytes: raw.length,
        etag: page.etag ?? etagOf(raw),
        tags: (page.tags ?? []).filter(isCacheTag),
        freshUntil,
        renderedAt: page.renderedAt ?? Date.now(),
      }));
      try {
        await store.write(keyOf(key), making);
      } catch (error) {
        logger.warn(
          { err: error, issueLevel: 'Dev' },
          'A rendered page could not be written to the page store',
        );
      }
      return br.catch(() => null);
    },
    drop(tags) {
      store
        .drop(tags.filter(isCacheTag))
        .catch((error: unknown) =>
          logger.warn({ err: error, issueLevel: 'Dev' }, 'Stored pages could not be dropped'),
        );
    },
  };
}
