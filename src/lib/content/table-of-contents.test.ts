import { BLOCKS, type Document } from '@contentful/rich-text-types';
import { describe, expect, it } from 'vitest';
import { headingSlug, tableOfContents } from './table-of-contents';

const text = (value: string) => ({ nodeType: 'text' as const, value, marks: [], data: {} });
const block = (nodeType: BLOCKS, value: string) => ({ nodeType, data: {}, content: [text(value)] });

const doc = {
  nodeType: BLOCKS.DOCUMENT,
  data: {},
  content: [
    block(BLOCKS.HEADING_1, 'Titel'),
    block(BLOCKS.HEADING_2, 'Welches Kleid passt?'),
    block(BLOCKS.PARAGRAPH, 'Text'),
    block(BLOCKS.HEADING_3, 'Für große Größen'),
    block(BLOCKS.HEADING_2, 'Pflege'),
    block(BLOCKS.HEADING_2, 'Pflege'),
  ],
} as unknown as Document;

describe('tableOfContents', () => {
  it('nests headings from level 2 with slug ids', () => {
    expect(tableOfContents(doc)).toEqual([
      {
        id: 'welches-kleid-passt',
        title: 'Welches Kleid passt?',
        level: 2,
        children: [{ id: 'fuer-grosse-groessen', title: 'Für große Größen', level: 3, children: [] }],
      },
      { id: 'pflege', title: 'Pflege', level: 2, children: [] },
      { id: 'pflege-2', title: 'Pflege', level: 2, children: [] },
    ]);
  });

  it('makes German slugs', () => {
    expect(headingSlug('Größe & Passform')).toBe('groesse-passform');
  });
});
