import { describe, expect, it } from 'vitest';
import { richTextMarkup } from './cms-rich-text';

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  version: 1,
  detail: 0,
  mode: 'normal',
  style: '',
});
const link = (fields: Record<string, unknown>, words: string) => ({
  type: 'link',
  version: 3,
  fields,
  children: [text(words)],
});
const doc = (...children: unknown[]) => ({
  root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children },
});
const paragraph = (...children: unknown[]) => ({
  type: 'paragraph',
  version: 1,
  format: '',
  indent: 0,
  children,
});
const markup = (data: unknown) => richTextMarkup(data, { t: (key) => key, locale: 'de-AT' });

describe('rich text from the CMS (found by attacking the CMS)', () => {
  it('links no path a browser reads as another host, nor a page that is not published', () => {
    const html = markup(
      doc(
        paragraph(
          link({ linkType: 'custom', url: '/\\evil.example/x' }, 'Backslash'),
          link({ linkType: 'custom', url: '//evil.example/x' }, 'Doppelt'),
          link({ linkType: 'internal', doc: { relationTo: 'content-pages', value: null } }, 'Entwurf'),
          link({ linkType: 'custom', url: ' //evil.example/space' }, 'Leerzeichen'),
          { ...link({ linkType: 'custom', url: '//evil.example/auto' }, 'Auto'), type: 'autolink' },
          link({ linkType: 'custom', url: '/content/über-uns' }, 'Über uns'),
        ),
      ),
    );
    expect(html).not.toContain('evil.example');
    expect(html).toContain('Backslash');
    expect(html).toContain('Entwurf');
    expect(html).not.toContain('href="#"');
    expect(html).toContain('href="/content/über-uns"');
  });

  it('writes a table cell’s colour and nothing more into its style', () => {
    const cell = (backgroundColor: string) => ({
      type: 'tablecell',
      version: 1,
      headerState: 0,
      backgroundColor,
      children: [paragraph(text('Zelle'))],
    });
    const html = markup(
      doc({
        type: 'table',
        version: 1,
        children: [
          { type: 'tablerow', version: 1, children: [cell('red;position:fixed;inset:0'), cell('#ffcc00')] },
        ],
      }),
    );
    expect(html).not.toContain('position');
    expect(html).toContain('background-color:#ffcc00');
  });
});
