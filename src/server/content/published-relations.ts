/**
 * A loaded entry with the entries it points to (its populated relations: a modal, a linked page, a
 * promotion) left out where they are not published: the CMS populates a relation with whatever the
 * related entry's row holds, and an entry never published holds its draft. Left out means null, as
 * for a relation whose entry was deleted, so the parts that show it draw nothing (a rich-text link
 * its text only). The entry itself is the caller's to have checked; preview shows drafts and does
 * not call this.
 */
export function withoutUnpublishedRelations<T>(entry: T): T {
  return strip(entry, true) as T;
}

function strip(value: unknown, root: boolean): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const next = strip(item, false);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (!root && '_status' in record && record._status !== 'published') return null;
  let changed = false;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(record)) {
    const next = strip(field, false);
    if (next !== field) changed = true;
    result[key] = next;
  }
  return changed ? result : value;
}
