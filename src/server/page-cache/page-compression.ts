import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { PageEncoding } from './page-cache';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Compressions at once. Each brotli or gzip stream holds its window and tables in native memory
 * from the moment it is created, queued or not: hundreds of pages compressed at once (a burst of
 * first hits) took the worker to 2.4 GB RSS. Two at a time keep it to a few megabytes (issue 21).
 */
const MAX_COMPRESSIONS = 2;
let compressing = 0;
const waiting: (() => void)[] = [];

async function withCompressionSlot<T>(work: () => Promise<T>): Promise<T> {
  if (compressing >= MAX_COMPRESSIONS) await new Promise<void>((resolve) => waiting.push(resolve));
  compressing++;
  try {
    return await work();
  } finally {
    compressing--;
    waiting.shift()?.();
  }
}

/** compression of a stored page: made once per page and encoding, off the event loop */
export function compress(body: Buffer, encoding: PageEncoding): Promise<Buffer> {
  return withCompressionSlot(() =>
    encoding === 'br'
      ? brotli(body, {
          params: {
            // quality 5: 10 % larger than the best (11) at a hundredth of its time (2 ms for 190 KB;
            // quality 4 took half that for 8 % more bytes, not measurable in the capacity section)
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            // a 1 MB window: pages are smaller, and the encoder's memory follows the window
            [constants.BROTLI_PARAM_LGWIN]: 20,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipped(body, { level: 6 }),
  );
}

/** bodies smaller than this are sent and stored uncompressed (a redirect's: compressing gains nothing) */
export const MIN_COMPRESSED_BYTES = 512;
