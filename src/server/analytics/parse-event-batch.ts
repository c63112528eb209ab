import { z } from 'zod';
import { eventOfUri, type EventDefinition, type EventName } from '@/lib/analytics/event-schemas';
import { EVENT_BATCH_MAX } from '@/lib/analytics/event-batch';
import type { PageType } from '@/lib/page-type';
import { pageTypeForPath } from '@/lib/page-type';

export interface ValidEvent {
  name: EventName;
  version: string;
  group: EventDefinition['group'];
  occurredAt: Date;
  path: string;
  pageType: PageType;
  data: unknown;
}

/** The envelope every event travels in; `data` is checked against the schema the event names. */
const envelope = z.strictObject({
  schema: z.string().max(120),
  data: z.record(z.string(), z.unknown()),
  /** when the browser recorded it, in epoch milliseconds */
  occurredAt: z.number().int().nonnegative(),
  /** the page's path (without query or fragment) */
  path: z.string().startsWith('/').max(500),
});

const batch = z.strictObject({ events: z.array(z.unknown()).min(1).max(EVENT_BATCH_MAX) });

/** How far a browser's clock may be off, or an event wait in its queue, before it is refused. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const MAX_AHEAD_MS = 10 * 60 * 1000;

class UnstorableText extends Error {}

// control characters (NUL included) and a surrogate without its pair
const UNSTORABLE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * PostgreSQL stores neither NUL in text nor unpaired surrogates in jsonb: one such string would
 * fail the write of every event buffered with it, so the request is refused instead (with the
 * other control characters, as the GraphQL input guard does).
 */
function refuseUnstorableText(key: string, value: unknown): unknown {
  for (const text of typeof value === 'string' ? [key, value] : [key])
    if (UNSTORABLE.test(text))
      throw new UnstorableText('Texts may not contain control characters or unpaired surrogates.');
  return value;
}

export type BatchResult = { ok: true; events: ValidEvent[] } | { ok: false; message: string };

function describe(prefix: string, error: z.ZodError): string {
  const issue = error.issues[0]!;
  const where = issue.path.length > 0 ? `${prefix}.${issue.path.join('.')}` : prefix;
  return `${where}: ${issue.message}`;
}

/**
 * A batch from the browser, all or nothing: one event that is not valid under the schema it names
 * refuses the batch with a message naming the event and the field, and nothing is stored.
 */
export function parseEventBatch(body: string, now = Date.now()): BatchResult {
  let json: unknown;
  try {
    json = JSON.parse(body, refuseUnstorableText);
  } catch (error) {
    if (error instanceof UnstorableText) return { ok: false, message: error.message };
    return { ok: false, message: 'The body must be a JSON object {"events": [...]}.' };
  }
  const outer = batch.safeParse(json);
  if (!outer.success) return { ok: false, message: describe('body', outer.error) };
  const events: ValidEvent[] = [];
  for (const [index, raw] of outer.data.events.entries()) {
    const at = `events[${index}]`;
    const parsed = envelope.safeParse(raw);
    if (!parsed.success) return { ok: false, message: describe(at, parsed.error) };
    const { schema, data, occurredAt, path } = parsed.data;
    const known = eventOfUri(schema);
    if (!known) return { ok: false, message: `${at}.schema: unknown event schema ${JSON.stringify(schema)}` };
    if (occurredAt < now - MAX_AGE_MS || occurredAt > now + MAX_AHEAD_MS)
      return { ok: false, message: `${at}.occurredAt: not within the last 24 hours` };
    const checked = known.definition.schema.safeParse(data);
    if (!checked.success)
      return { ok: false, message: describe(`${at}.data (${known.name})`, checked.error) };
    const cleanPath = path.split(/[?#]/, 1)[0]!;
    events.push({
      name: known.name,
      version: known.definition.version,
      group: known.definition.group,
      occurredAt: new Date(occurredAt),
      path: cleanPath,
      pageType: pageTypeForPath(cleanPath),
      data: checked.data,
    });
  }
  return { ok: true, events };
}
