import { existsSync } from 'node:fs';
import path from 'node:path';
import { CMS_LOCALES } from '@/cms/locales';

/**
 * Requests to the CMS's REST API that Payload would answer with HTTP 500 (a database error it does
 * not tell from a bad request) are refused here with a 4xx first, and a 500 or 501 that still comes
 * from a read with query parameters is answered as the bad query it is. Payload's own answers stay
 * as they are otherwise. Decision 0015.
 */

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * The path as Payload sees it: Next.js decodes the route's segments before Payload matches them,
 * so `log%69n` is `login` there and must be here too.
 */
export function cmsRoutePath(request: Request): string {
  const path = new URL(request.url).pathname;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function cmsRefusal(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: NO_STORE });
}

/** The content locales a request may name: the CMS's, and on reads every locale at once. */
function knownLocale(value: string, read: boolean): boolean {
  return (CMS_LOCALES as readonly string[]).includes(value) || (read && (value === 'all' || value === '*'));
}

/**
 * A `locale` or `fallback-locale` the CMS does not have: Payload reads with an unknown locale find
 * nothing, and writes answer 'Updated successfully' while storing nothing (and skip the checks of
 * required fields).
 */
export function unknownLocale(request: Request): Response | null {
  const params = new URL(request.url).searchParams;
  const read = request.method === 'GET' || request.method === 'HEAD';
  for (const name of ['locale', 'fallback-locale']) {
    for (const value of params.getAll(name)) {
      if (name === 'fallback-locale' && (value === 'none' || value === 'null' || value === 'false')) continue;
      if (!knownLocale(value, read))
        return cmsRefusal(400, `Unknown locale: use one of ${CMS_LOCALES.join(', ')}.`);
    }
  }
  return null;
}

/** `/cms/api/media` (the list) and `/cms/api/media/<id>`, not the files under `/cms/api/media/file/`. */
const MEDIA_DOCUMENTS = /^\/cms\/api\/media(?:\/(?!file(?:\/|$))[^/]+)?\/?$/i;
const MEDIA_FILE = /^\/cms\/api\/media\/file\/(.+)$/i;

/**
 * Whether a read of the media documents needs an editor: the files are public (the shop shows its
 * videos from them), the list of every upload with its texts in every locale is the editors'.
 */
export function isMediaDocumentRead(request: Request): boolean {
  return MEDIA_DOCUMENTS.test(cmsRoutePath(request));
}

/**
 * A media file that is not there (or whose name cannot be one): 404 here, where Payload answers
 * 500 and logs a stack trace for every such request.
 */
export function missingMediaFile(request: Request, directory: string): Response | null {
  const match = MEDIA_FILE.exec(cmsRoutePath(request));
  if (!match) return null;
  const name = match[1]!;
  const bad = name.includes('\0') || name.includes('/') || name.includes('\\') || name.startsWith('.');
  if (bad || !existsSync(path.join(directory, name))) return cmsRefusal(404, 'Not Found');
  return null;
}

/**
 * Payload's answer, unless it is a server error that the request caused: a 500 of a read (a
 * `where` on a field the collection cannot filter, a page below one, an id of the wrong type) while
 * the database answers is a bad request, a 501 an endpoint the CMS does not offer. Payload logged
 * the cause.
 */
export async function withoutServerError(
  request: Request,
  response: Response,
  databaseAnswers: () => Promise<boolean>,
): Promise<Response> {
  if (response.status === 501) return cmsRefusal(404, 'Not Found');
  const read = request.method === 'GET' || request.method === 'HEAD';
  // with the database gone the 500 stays what it is: a failure of the server, to be retried
  if (response.status === 500 && read && (await databaseAnswers()))
    return cmsRefusal(400, 'The request is not valid for this collection.');
  return response;
}

/** The admin's reads sent as POST (Payload turns them into GETs): X-(Payload-)HTTP-Method-Override. */
export function isReadOverride(request: Request): boolean {
  const overrides = [
    request.headers.get('x-payload-http-method-override'),
    request.headers.get('x-http-method-override'),
  ];
  return request.method === 'POST' && overrides.some((value) => value?.trim().toUpperCase() === 'GET');
}

/**
 * Such a read as the GET it stands for: its form-encoded body as the query (as Payload reads it),
 * or null for another body, which Payload reads as it is.
 */
export async function asReadRequest(request: Request): Promise<Request | null> {
  const type = request.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (type !== 'application/x-www-form-urlencoded' && request.body !== null) return null;
  const url = new URL(request.url);
  const body = request.body === null ? '' : await request.clone().text();
  for (const [name, value] of new URLSearchParams(body)) url.searchParams.append(name, value);
  const headers = new Headers(request.headers);
  for (const name of [
    'content-type',
    'content-length',
    'x-payload-http-method-override',
    'x-http-method-override',
  ])
    headers.delete(name);
  return new Request(url, { method: 'GET', headers });
}

/** Editors are created by admins, never verified by mail: Payload answered a token there with 500. */
const VERIFY = /^\/cms\/api\/editors\/verify(?:\/|$)/i;

export function unusedEndpoint(request: Request): Response | null {
  return VERIFY.test(cmsRoutePath(request)) ? cmsRefusal(404, 'Not Found') : null;
}
