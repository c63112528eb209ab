import { describe, expect, it } from 'vitest';
import { withoutUnpublishedRelations } from './published-relations';

describe('withoutUnpublishedRelations', () => {
  it('leaves out related entries that are not published, at any depth, and keeps the rest as it is', () => {
    const published = { id: 2, _status: 'published', headline: 'Versandkosten' };
    const page = {
      id: 1,
      _status: 'published',
      content: [
        { blockType: 'modal', modal: { id: 3, _status: 'draft', headline: 'GEHEIM' } },
        { blockType: 'modal', modal: published },
        {
          blockType: 'richtext',
          text: {
            root: { children: [{ type: 'link', fields: { doc: { value: { id: 4, _status: 'draft' } } } }] },
          },
        },
      ],
      shops: ['lindgard-at'],
    };
    const shown = withoutUnpublishedRelations(page);
    expect(shown.content[0]!.modal).toBeNull();
    expect(shown.content[1]!.modal).toBe(published);
    expect(JSON.stringify(shown)).not.toContain('GEHEIM');
    expect(
      (shown.content[2] as { text: { root: { children: { fields: { doc: unknown } }[] } } }).text.root
        .children[0]!.fields.doc,
    ).toEqual({ value: null });
    expect(shown.shops).toBe(page.shops);
    expect(page.content[0]!.modal).not.toBeNull();
  });

  it('answers an entry without unpublished relations unchanged', () => {
    const entry = { id: 1, _status: 'published', items: [{ promotion: { _status: 'published' } }] };
    expect(withoutUnpublishedRelations(entry)).toBe(entry);
  });
});
