/**
 * The rich texts of a page's content items in reading order, for its headings' anchor ids and
 * table of contents (spec S2). Drafts are saved unvalidated: any list may be missing.
 */
export function richTextsOf(items: readonly { blockType: string }[]): unknown[] {
  return items
    .flatMap((raw): unknown[] => {
      const item = raw as Record<string, unknown> & { blockType: string };
      const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
      switch (item.blockType) {
        case 'Richtext':
          return [item.richtext];
        case 'Accordion':
          return list(item.items).map((entry) => entry?.richtext);
        case 'Layout':
          return list(item.columns).map((column) => column?.content);
        case 'Tip':
        case 'Panel':
        case 'SeoAdvice':
        case 'Box':
          return [item.content];
        case 'InspirationItem':
          return [item.text];
        default:
          return [];
      }
    })
    .filter(Boolean);
}
