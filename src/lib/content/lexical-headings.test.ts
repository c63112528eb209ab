import { describe, expect, it } from 'vitest';
import { markdown } from '@/cms/seed/lexical';
import { pageHeadings } from './lexical-headings';

describe('pageHeadings', () => {
  it('gives every heading an id and nests levels 2 and deeper into the table of contents', () => {
    const first = markdown('# Titel\n\n## Lieferung\n\nText\n\n### Kosten & Zeiten\n\n## Rücksendung');
    const second = markdown('## Lieferung');
    const { ids, toc } = pageHeadings([first, second]);
    const nodes = [first, second].flatMap((state) => state.root.children as { type: string }[]);
    const headings = nodes.filter((n) => n.type === 'heading');
    expect(headings.map((h) => ids.get(h))).toEqual([
      'titel',
      'lieferung',
      'kosten-zeiten',
      'ruecksendung',
      'lieferung-2',
    ]);
    expect(toc.map((e) => [e.id, e.children.map((c) => c.id)])).toEqual([
      ['lieferung', ['kosten-zeiten']],
      ['ruecksendung', []],
      ['lieferung-2', []],
    ]);
  });
});
