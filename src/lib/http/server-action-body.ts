/**
 * Whether Next.js can decode the body of a POST it takes for a server action. Next.js fails with a
 * 500 on a body it cannot decode; that is the client's error, answered 400 before Next.js sees it.
 *
 * - A fetch action (Next-Action header) sends its arguments in React's reply encoding: one JSON
 *   array as text/plain, or multipart whose field `0` holds that array and whose other fields the
 *   array refers to (`$1`, a form's fields by `$K1`). The shop's actions take plain values and forms;
 *   a reference to a part that is not there, or to a kind of value they never take (promises,
 *   streams, blobs, maps, server references), would fail in the decoder.
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
  return Array.isArray(args) && resolves(args, partOf, new Set());
}

/** A part holding one JSON array or value whose references all resolve. */
function holds(part: FormDataEntryValue | null, partOf: PartOf, seen: Set<string>): boolean {
  if (typeof part !== 'string') return false;
  return resolves(JSON.parse(part), partOf, seen);
}

/** Values that stand for themselves: `$$…` (a string starting with $), undefined, numbers, dates, bigints. */
const PLAIN = /^\$(?:\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D|n-?\d+$)/;

function resolves(value: unknown, partOf: PartOf, seen: Set<string>): boolean {
  if (typeof value === 'string') {
    if (!value.startsWith('$') || PLAIN.test(value)) return true;
    // a form's fields, named with its prefix: any number of them, none at all too
    if (/^\$K[0-9a-f]+$/.test(value)) return true;
    const id = /^\$([0-9a-f]+)$/.exec(value)?.[1];
    if (id === undefined) return false;
    if (seen.has(id)) return true;
    seen.add(id);
    return holds(partOf(id), partOf, seen);
  }
  if (Array.isArray(value)) return value.every((item) => resolves(item, partOf, seen));
  if (value !== null && typeof value === 'object')
    return Object.values(value).every((item) => resolves(item, partOf, seen));
  return true;
}
