import { describe, expect, it } from 'vitest';
import { publicRichText } from './public-rich-text';

const draftPage = {
  id: 7,
  slug: 'geheim',
  title: 'Noch nicht veröffentlicht',
  _status: 'draft',
  content: [{ blockType: 'Coupon', code: 'INTERN50' }],
  createdAt: '2026-11-01',
  updatedAt: '2026-11-02',
};

describe('publicRichText', () => {
  it('replaces embedded documents by references and keeps the text', () => {
    const data = {
      root: {
        type: 'root',
        children: [
          { type: 'text', text: 'Hallo' },
          {
            type: 'link',
            fields: { linkType: 'internal', doc: { relationTo: 'content-pages', value: draftPage } },
          },
          {
            type: 'inlineBlock',
            fields: {
              blockType: 'ModalLink',
              linkText: 'Bedingungen',
              modal: { ...draftPage, id: 3, modalId: 'x' },
            },
          },
          {
            type: 'upload',
            value: {
              id: 9,
              alt: 'Bild',
              width: 10,
              height: 20,
              mimeType: 'image/jpeg',
              filename: 'a.jpg',
              createdAt: 'x',
            },
          },
        ],
      },
    };
    const cleaned = JSON.stringify(publicRichText(data));
    expect(cleaned).toContain('"text":"Hallo"');
    expect(cleaned).toContain('"value":{"id":7,"slug":"geheim"}');
    expect(cleaned).toContain('"modal":{"id":3,"slug":"geheim","modalId":"x"}');
    expect(cleaned).toContain('{"id":9,"alt":"Bild","width":10,"height":20,"mimeType":"image/jpeg"}');
    expect(cleaned).not.toContain('INTERN50');
    expect(cleaned).not.toContain('Noch nicht veröffentlicht');
  });
});
