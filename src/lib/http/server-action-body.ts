/**
 * Whether Next.js can decode the body of a POST it takes for a server action. Next.js fails with a
 * 500 on a body it cannot decode; that is the client's error, answered 400 before Next.js sees it.
 *
 * - A fetch action (Next-Action header) sends its arguments in React's reply encoding: one JSON
 *   array as text/plain, or multipart whose field `0` holds that array and whose other fields the
 *   array refers to by id (`$1`, `$Q1` a map, `$B1` a file, `$1:a:b` a path into a part, `$K1` a
 *   form's fields). A reference to a part the body does not have, or a part that is no JSON where
 *   JSON is due, fails in the decoder; so does a `$` tag the encoding does not know.
 * - A form sent before the page's scripts ran (multipart, no header) is parsed for its action id.
 */
export async function isDecodableActionBody(
  contentType: string | null,
  body: Uint8Array,
  fetchAction: boolean,
): Promise<boolean> {
  const type = (contentType ?? '').toLowerCase();
  try {
    if (type.startsWith('multipart/form-data')) {
      if (!/boundary=("?)[^";]+\1/i.test(contentType ?? '')) return false;
      const form = await new Response(body as Uint8Array<ArrayBuffer>, {
        headers: { 'content-type': contentType! },
      }).formData();
      if (!fetchAction) return ![...form.keys()].some((key) => key.startsWith('$ACTION_REF_'));
      return argumentsHold(form.get('0'), (id) => form.get(id));
    }
    if (!fetchAction || type.startsWith('application/x-www-form-urlencoded')) return true;
    if (type.startsWith('text/plain')) return argumentsHold(new TextDecoder().decode(body), () => null);
    return false;
  } catch {
    // not multipart after all, or nested too deep to walk
    return false;
  }
}

type PartOf = (id: string) => FormDataEntryValue | null;

/** The action's arguments: an array in the root part, its references resolved. */
function argumentsHold(root: FormDataEntryValue | null, partOf: PartOf): boolean {
  if (typeof root !== 'string') return false;
  const args: unknown = JSON.parse(root);
  return Array.isArray(args) && resolves(args, (id) => (id === '0' ? root : partOf(id)), new Set(['0']));
}

/**
 * Strings of the encoding that stand for a value themselves: `$$…` (a string starting with $),
 * undefined, NaN, ±Infinity, -0, a date, a big integer, a temporary reference (`$T`: a function or
 * element the client keeps) and a form's fields by their prefix (`$K1`: any number, none too).
 */
const PLAIN = /^\$(?:\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D|n-?\d+$|T$|K[0-9a-f]+$)/;
/** A reference to a part holding JSON: a model, promise, server reference, map, set or iterator, maybe with a path into it. */
const JSON_PART = /^\$[@FQWi]?([0-9a-f]+)(?::[^:]*)*$/;
/** A reference to a part holding bytes or a stream (blob, typed array, readable or async iterable). */
const BYTES_PART = /^\$[BAOoUSsLlGgMmVRrXx]([0-9a-f]+)$/;

function resolves(value: unknown, partOf: PartOf, seen: Set<string>): boolean {
  if (typeof value === 'string') {
    if (!value.startsWith('$') || PLAIN.test(value)) return true;
    const bytes = BYTES_PART.exec(value)?.[1];
    if (bytes !== undefined) return partOf(bytes) !== null;
    const id = JSON_PART.exec(value)?.[1];
    if (id === undefined) return false;
    if (seen.has(id)) return true;
    seen.add(id);
    const part = partOf(id);
    return typeof part === 'string' && resolves(JSON.parse(part), partOf, seen);
  }
  if (Array.isArray(value)) return value.every((item) => resolves(item, partOf, seen));
  if (value !== null && typeof value === 'object')
    return Object.values(value).every((item) => resolves(item, partOf, seen));
  return true;
}
