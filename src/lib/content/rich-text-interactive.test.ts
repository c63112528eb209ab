import { describe, expect, it } from 'vitest';
import { hasInteractiveContent } from './rich-text-interactive';

const text = (value: string) => ({ type: 'text', text: value });
const doc = (...children: object[]) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children }] },
});

describe('hasInteractiveContent', () => {
  it('is false for plain text, headings and lists', () => {
    expect(hasInteractiveContent(doc(text('Nur Text')))).toBe(false);
    expect(hasInteractiveContent(null)).toBe(false);
  });
  it('finds uploads and check lists', () => {
    expect(hasInteractiveContent(doc({ type: 'upload', value: { id: 1 } }))).toBe(true);
    expect(
      hasInteractiveContent({
        root: { type: 'root', children: [{ type: 'list', listType: 'check', children: [] }] },
      }),
    ).toBe(true);
    expect(
      hasInteractiveContent({
        root: { type: 'root', children: [{ type: 'list', listType: 'bullet', children: [] }] },
      }),
    ).toBe(false);
  });
  it('finds links, autolinks and embedded entries at any depth', () => {
    expect(hasInteractiveContent(doc(text('a'), { type: 'link', children: [text('hier')] }))).toBe(true);
    expect(hasInteractiveContent(doc({ type: 'autolink', children: [text('https://x.at')] }))).toBe(true);
    expect(hasInteractiveContent(doc({ type: 'inlineBlock', fields: { blockType: 'ModalLink' } }))).toBe(
      true,
    );
    expect(
      hasInteractiveContent({
        root: {
          type: 'root',
          children: [{ type: 'list', children: [{ type: 'listitem', children: [{ type: 'block' }] }] }],
        },
      }),
    ).toBe(true);
  });
});
