/**
 * Lexical editor states (the CMS's rich-text format) from a small Markdown subset, for seeded
 * content: '# ' to '###### ' headings, '- ' and '1. ' lists, '> ' quotes, '---' rules, '| a | b |' tables, blank lines
 * between paragraphs (a paragraph's lines stay lines); inline **bold**, *italic* and [label](url).
 */
type Node = Record<string, unknown>;

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const };

function text(value: string, format = 0): Node {
  return { type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 };
}

/** Inline Markdown → text and link nodes. */
export function inline(source: string): Node[] {
  const nodes: Node[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    if (match.index > last) nodes.push(text(source.slice(last, match.index)));
    if (match[1] !== undefined) nodes.push(text(match[1], 1));
    else if (match[2] !== undefined) nodes.push(text(match[2], 2));
    else if (match[3] !== undefined && match[4] !== undefined) {
      const url = match[4];
      nodes.push({
        ...base,
        type: 'link',
        version: 3,
        fields: { linkType: 'custom', url, newTab: url.startsWith('https://') },
        children: [text(match[3])],
      });
    }
    last = match.index + match[0].length;
  }
  if (last < source.length) nodes.push(text(source.slice(last)));
  return nodes;
}

/** A paragraph; its lines are kept as line breaks (addresses). */
function paragraph(lines: string[]): Node {
  const children = lines.flatMap((line, i) => [
    ...(i > 0 ? [{ type: 'linebreak', version: 1 }] : []),
    ...inline(line),
  ]);
  return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children };
}

function list(items: string[], ordered: boolean): Node {
  return {
    ...base,
    type: 'list',
    listType: ordered ? 'number' : 'bullet',
    start: 1,
    tag: ordered ? 'ol' : 'ul',
    children: items.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: inline(item) })),
  };
}

/** '| a | b |' rows (a '|---|' line is skipped); the first row is the header row. */
function table(lines: string[]): Node {
  const rows = lines
    .filter((line) => !/^\|[\s:|-]+\|$/.test(line))
    .map((line) =>
      line
        .slice(1, line.endsWith('|') ? -1 : undefined)
        .split('|')
        .map((cell) => cell.trim()),
    );
  return {
    type: 'table',
    version: 1,
    children: rows.map((cells, rowIndex) => ({
      type: 'tablerow',
      version: 1,
      children: cells.map((cell) => ({
        type: 'tablecell',
        version: 1,
        headerState: rowIndex === 0 ? 1 : 0,
        colSpan: 1,
        rowSpan: 1,
        backgroundColor: null,
        children: [paragraph([cell])],
      })),
    })),
  };
}

/** A Markdown-subset document as a Lexical editor state. */
export function markdown(source: string): { root: Node } {
  const children: Node[] = [];
  const blocks = source
    .trim()
    .split(/\n\s*\n/)
    .map((b) => b.trim());
  for (const block of blocks) {
    const lines = block.split('\n').map((l) => l.trim());
    const heading = /^(#{1,6}) (.+)$/.exec(block);
    if (heading && lines.length === 1) {
      const level = heading[1]!.length;
      children.push({ ...base, type: 'heading', tag: `h${level}`, children: inline(heading[2]!) });
    } else if (block === '---') {
      children.push({ type: 'horizontalrule', version: 1 });
    } else if (lines.every((l) => l.startsWith('- '))) {
      children.push(
        list(
          lines.map((l) => l.slice(2)),
          false,
        ),
      );
    } else if (lines.every((l) => /^\d+\. /.test(l))) {
      children.push(
        list(
          lines.map((l) => l.replace(/^\d+\. /, '')),
          true,
        ),
      );
    } else if (lines.every((l) => l.startsWith('|'))) {
      children.push(table(lines));
    } else if (lines.every((l) => l.startsWith('> '))) {
      children.push({ ...base, type: 'quote', children: inline(lines.map((l) => l.slice(2)).join(' ')) });
    } else {
      children.push(paragraph(lines));
    }
  }
  return { root: { ...base, type: 'root', children } };
}

let embeddedCount = 0;
/** A 24-hex id as Payload gives embedded entries. */
function entryId(): string {
  embeddedCount += 1;
  return `e${String(Date.now().toString(16) + embeddedCount.toString(16))
    .padStart(23, '0')
    .slice(-23)}`;
}

/** An entry embedded in rich text as a block of its own (Coupon, InlineAsset). */
export function blockNode(fields: Record<string, unknown> & { blockType: string }): Node {
  return { type: 'block', version: 2, format: '', fields: { id: entryId(), blockName: '', ...fields } };
}

/** A paragraph of text and entries embedded in the line (ModalLink). */
export function paragraphWith(
  ...parts: (string | (Record<string, unknown> & { blockType: string }))[]
): Node {
  return {
    ...base,
    type: 'paragraph',
    textFormat: 0,
    textStyle: '',
    children: parts.flatMap((part) =>
      typeof part === 'string'
        ? inline(part)
        : [{ type: 'inlineBlock', version: 1, fields: { id: entryId(), ...part } }],
    ),
  };
}

/** A rich-text document of the given nodes. */
export function documentOf(...children: Node[]): { root: Node } {
  return { root: { ...base, type: 'root', children } };
}
