import { BLOCKS, type Document, type Node, type Text } from '@contentful/rich-text-types';

export interface TocEntry {
  id: string;
  title: string;
  level: number;
  children: TocEntry[];
}

const HEADING_LEVELS: Record<string, number> = {
  [BLOCKS.HEADING_2]: 2,
  [BLOCKS.HEADING_3]: 3,
  [BLOCKS.HEADING_4]: 4,
  [BLOCKS.HEADING_5]: 5,
  [BLOCKS.HEADING_6]: 6,
};

/** Plain text of a rich-text node. */
export function textOf(node: Node): string {
  if (node.nodeType === 'text') return (node as Text).value;
  return ((node as { content?: Node[] }).content ?? []).map(textOf).join('');
}

/** URL-safe id for a heading: 'Welches Kleid passt?' → 'welches-kleid-passt'. */
export function headingSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function headingLevel(node: Node): number | null {
  return HEADING_LEVELS[node.nodeType] ?? null;
}

/**
 * Table of contents of a rich text (S2.3): its headings of level 2 and deeper, each with a slug id and
 * its title, nested by level. Repeated titles get -2, -3 … so that ids stay unique.
 */
export function tableOfContents(document: Document): TocEntry[] {
  const root: TocEntry[] = [];
  const stack: TocEntry[] = [];
  const used = new Map<string, number>();
  for (const node of document.content) {
    const level = headingLevel(node);
    if (level === null) continue;
    const title = textOf(node).trim();
    if (!title) continue;
    const base = headingSlug(title) || 'abschnitt';
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    const entry: TocEntry = { id: n === 1 ? base : `${base}-${n}`, title, level, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.level >= level) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(entry);
    else root.push(entry);
    stack.push(entry);
  }
  return root;
}

/** Heading ids in document order, matching tableOfContents (for rendering the headings). */
export function headingIds(document: Document): string[] {
  const ids: string[] = [];
  const walk = (entries: TocEntry[]) => {
    for (const e of entries) {
      ids.push(e.id);
      walk(e.children);
    }
  };
  walk(tableOfContents(document));
  return ids;
}
