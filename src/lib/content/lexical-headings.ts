import { headingSlug, type TocEntry } from './table-of-contents';

interface LexicalNode {
  type?: string;
  tag?: string;
  text?: string;
  children?: LexicalNode[];
}

/** A rich-text value as the CMS stores it (a Lexical editor state). */
export interface LexicalState {
  root: LexicalNode;
}

function textOf(node: LexicalNode): string {
  if (node.type === 'text') return node.text ?? '';
  return (node.children ?? []).map(textOf).join('');
}

export interface PageHeadings {
  /** each heading node's anchor id */
  ids: WeakMap<object, string>;
  /** headings of level 2 and deeper, nested by level (spec S2: table of contents) */
  toc: TocEntry[];
}

/**
 * The anchor ids of all headings of a page's rich texts, in page order ('Welches Kleid passt?' →
 * 'welches-kleid-passt'; repeated titles get -2, -3 …), and the table of contents built from them.
 */
export function pageHeadings(states: readonly (LexicalState | null | undefined)[]): PageHeadings {
  const ids = new WeakMap<object, string>();
  const toc: TocEntry[] = [];
  const stack: TocEntry[] = [];
  const used = new Map<string, number>();
  for (const state of states) {
    for (const node of state?.root?.children ?? []) {
      if (node.type !== 'heading') continue;
      const level = Number(/^h([1-6])$/.exec(node.tag ?? '')?.[1] ?? 0);
      const title = textOf(node).trim();
      if (!level || !title) continue;
      const base = headingSlug(title) || 'abschnitt';
      const n = (used.get(base) ?? 0) + 1;
      used.set(base, n);
      const id = n === 1 ? base : `${base}-${n}`;
      ids.set(node, id);
      if (level < 2) continue;
      const entry: TocEntry = { id, title, level, children: [] };
      while (stack.length > 0 && stack[stack.length - 1]!.level >= level) stack.pop();
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(entry);
      else toc.push(entry);
      stack.push(entry);
    }
  }
  return { ids, toc };
}
