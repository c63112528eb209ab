type Json = unknown;

function isDocument(value: Record<string, unknown>): boolean {
  return 'id' in value && ('createdAt' in value || 'updatedAt' in value);
}

/** What stays of a document embedded in a rich text: its reference, and for images what shows them. */
function reference(doc: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = { id: doc.id };
  if ('mimeType' in doc)
    for (const key of ['alt', 'width', 'height', 'mimeType']) kept[key] = doc[key] ?? null;
  for (const key of ['slug', 'modalId']) if (typeof doc[key] === 'string') kept[key] = doc[key];
  return kept;
}

/**
 * A rich text (Lexical editor state) as the public API hands it out: documents the CMS embedded in
 * it when loading (linked pages, modals, images) become references — their id, slug or modal id,
 * and for images alt and size — so no unpublished page, another shop's modal or an editor's field
 * leaves the shop through it.
 */
export function publicRichText(data: Json): Json {
  if (Array.isArray(data)) return data.map(publicRichText);
  if (!data || typeof data !== 'object') return data;
  const record = data as Record<string, unknown>;
  if (isDocument(record)) return reference(record);
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, publicRichText(value)]));
}
