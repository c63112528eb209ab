import { CMS_LOCALES } from '@/cms/locales';

/** What Next.js passes on of a request body (its default of 10 MB). */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * A request body Payload's REST API cannot read answers 4xx here, before Payload, which answers
 * several of them with HTTP 500: a malformed multipart body ('Unexpected end of form'), a JSON body
 * that is no object (`null`, a string), a `_payload` field that is no JSON object, and a body of
 * another type, which it leaves unread. The admin sends its saves as multipart (one `_payload`
 * field, uploads at most 10 MB) and its other calls as JSON; the check reads a copy once.
 */
export async function malformedCmsBody(request: Request): Promise<Response | null> {
  const header = request.headers.get('content-type') ?? '';
  // as Payload tells them: the type before the first ';', JSON only in this spelling
  const type = header.split(';', 1)[0]!;
  if (type === 'application/json') {
    const text = await request.clone().text();
    if (text.trim() === '') return null;
    if (!isObject(text)) return refusal(400, 'The request body must be a JSON object.');
    return unknownBodyLocale(JSON.parse(text) as Record<string, unknown>);
  }
  if (header.includes('multipart/')) {
    // Next.js hands a route at most 10 MB of a body and cuts the rest: say so, not 'not valid'
    if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES)
      return refusal(413, 'The upload is too large: files of at most 10 MB.');
    try {
      const fields = (await request.clone().formData()).getAll('_payload');
      if (fields.length > 1 || (fields.length === 1 && !isObject(fields[0])))
        return refusal(400, 'The _payload field must be one JSON object.');
      return fields.length === 1
        ? unknownBodyLocale(JSON.parse(fields[0] as string) as Record<string, unknown>)
        : null;
    } catch {
      return refusal(400, 'The request body is not valid multipart form data.');
    }
  }
  if (request.body === null) return null;
  const body = await request.clone().arrayBuffer();
  return body.byteLength === 0 ? null : refusal(415, 'Send the body as JSON or as multipart form data.');
}

function isObject(json: unknown): boolean {
  if (typeof json !== 'string') return false;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

function refusal(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } });
}

/**
 * Payload takes the locale from the body too (`locale`, `fallback-locale`, `fallbackLocale`) when
 * the query names none; one the CMS does not have stores nothing while answering success.
 */
function unknownBodyLocale(data: Record<string, unknown>): Response | null {
  for (const name of ['locale', 'fallback-locale', 'fallbackLocale']) {
    const value = data[name];
    if (value === undefined || value === null) continue;
    const fallbackOff = name !== 'locale' && (value === 'none' || value === 'false' || value === false);
    if (!fallbackOff && !(CMS_LOCALES as readonly unknown[]).includes(value))
      return refusal(400, `Unknown locale: use one of ${CMS_LOCALES.join(', ')}.`);
  }
  return null;
}
