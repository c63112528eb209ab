import 'server-only';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { actorMay } from '@/server/admin/admin-actor';
import { importCatalogue } from '@/server/admin/feeds/catalogue/import-catalogue';
import type { Database } from '@/server/db/client';
import { logger } from '@/server/logger';
import { admitAdminCall, adminErrorResponse } from './admit-admin-call';
import type { EditorLookup } from './authenticate-request';

/** A catalogue feed of 100,000 styles has some hundred megabytes. */
export const MAX_CATALOGUE_FEED_BYTES = 1024 * 1024 * 1024;

/**
 * POST /admin-api/catalogue-feed[?dryRun=1][&skipBad=1]: a catalogue feed (the CSV of
 * `npm run import`, decision 0041) as the request body, from the catalogue upload in /admin or an
 * integration with a merchandiser's key. The caller is admitted before the body is read; the body
 * goes to a temporary file (the import reads it twice), then the answer streams as NDJSON: a line
 * `{"phase":"uploaded"|"checked"|"written","styles":n}` as the import goes on, and last
 * `{"report":{rows, styles, written, dryRun, problems:[{line, column, reason}]}}`.
 */
export function createCatalogueFeedEndpoint(getDatabase: () => Promise<Database>, editorOf: EditorLookup) {
  return async function handle(request: Request): Promise<Response> {
    if (request.method !== 'POST')
      return adminErrorResponse(405, 'BAD_REQUEST', 'Send the catalogue feed with POST.', { allow: 'POST' });
    const admitted = await admitAdminCall(request, getDatabase, editorOf);
    if (admitted instanceof Response) return admitted;
    const { db, actor } = admitted;
    if (!actorMay(actor, 'catalogue:write'))
      return adminErrorResponse(403, 'FORBIDDEN', 'Loading the catalogue is for admins and merchandisers.');
    const query = new URL(request.url).searchParams;
    const dryRun = query.get('dryRun') === '1';
    const skipBad = query.get('skipBad') === '1';
    const dir = mkdtempSync(path.join(os.tmpdir(), 'catalogue-feed-'));
    const file = path.join(dir, 'feed.csv');
    const spooled = await spool(request, file);
    if (spooled !== 'ok') {
      rmSync(dir, { recursive: true, force: true });
      return spooled === 'too-large'
        ? adminErrorResponse(413, 'BAD_REQUEST', 'The file is larger than 1 GB; split it.')
        : adminErrorResponse(400, 'BAD_REQUEST', 'Send the catalogue file (CSV) as the request body.');
    }
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (value: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`));
        try {
          send({ phase: 'uploaded', styles: 0 });
          const report = await importCatalogue(db, actor, () => createReadStream(file), {
            dryRun,
            skipBad,
            onProgress: (phase, styles) => send({ phase, styles }),
          });
          send({ report });
        } catch (error) {
          logger.error({ err: error }, 'catalogue feed failed');
          send({ error: 'The import stopped on an error of the shop; nothing more was written. Try again.' });
        } finally {
          rmSync(dir, { recursive: true, force: true });
          controller.close();
        }
      },
    });
    return new Response(stream, {
      headers: {
        'content-type': 'application/x-ndjson; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  };
}

/** Writes the request's body to the file, counting what arrives; stops past the limit. */
async function spool(request: Request, file: string): Promise<'ok' | 'too-large' | 'empty'> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (Number.isFinite(declared) && declared > MAX_CATALOGUE_FEED_BYTES) {
    void request.body?.cancel().catch(() => undefined);
    return 'too-large';
  }
  if (!request.body) return 'empty';
  const out = createWriteStream(file);
  const reader = request.body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > MAX_CATALOGUE_FEED_BYTES) {
        void reader.cancel().catch(() => undefined);
        return 'too-large';
      }
      if (!out.write(value)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return total === 0 ? 'empty' : 'ok';
}
