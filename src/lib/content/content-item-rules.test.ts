import { describe, expect, it } from 'vitest';
import { markdown } from '@/cms/seed/lexical';
import { checkContentItem } from './content-item-rules';

describe('checkContentItem (spec S5 content items)', () => {
  it('drops a PhoneBox without number with the spec warning', () => {
    expect(checkContentItem({ blockType: 'PhoneBox', title: 'Bestellung', number: '' })).toEqual({
      render: false,
      warning: 'PhoneBox with missing props detected',
    });
  });
  it('drops an ExternalLink without target with the spec warning', () => {
    expect(checkContentItem({ blockType: 'ExternalLink', label: 'ORF' })).toEqual({
      render: false,
      warning: 'Link with missing externalTarget detected',
    });
  });
  it('drops an ActionButton of an unsupported type, an AnchorLink without anchor and a Tip without content, silently', () => {
    expect(checkContentItem({ blockType: 'ActionButton', label: 'Los', type: 'DANCE' })).toEqual({
      render: false,
      warning: null,
    });
    expect(checkContentItem({ blockType: 'AnchorLink', label: 'Nach oben' })).toEqual({
      render: false,
      warning: null,
    });
    expect(
      checkContentItem({ blockType: 'Tip', title: 'Tipp', content: { root: { children: [] } } }),
    ).toEqual({
      render: false,
      warning: null,
    });
  });
  it('renders complete items', () => {
    expect(checkContentItem({ blockType: 'PhoneBox', title: 'Bestellung', number: '0316 606 888' })).toEqual({
      render: true,
    });
    expect(checkContentItem({ blockType: 'Tip', title: 'Tipp', content: markdown('Text') })).toEqual({
      render: true,
    });
    expect(
      checkContentItem({
        blockType: 'InternalLink',
        label: 'FAQ',
        internalTarget: { slug: 'kundenservice/faq' },
      }),
    ).toEqual({
      render: true,
    });
  });
});
