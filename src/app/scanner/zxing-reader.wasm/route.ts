import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The barcode reader (zxing-wasm) of the in-store display's camera scanner, served by the shop
 * itself: the library would fetch it from a CDN otherwise (nothing is loaded from other hosts).
 */
let wasm: Promise<Buffer> | null = null;

export async function GET(): Promise<Response> {
  wasm ??= readFile(path.join(process.cwd(), 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm'));
  try {
    const body = await wasm;
    return new Response(new Uint8Array(body), {
      headers: {
        'content-type': 'application/wasm',
        'cache-control': 'public, max-age=86400',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch {
    wasm = null;
    return new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } });
  }
}
