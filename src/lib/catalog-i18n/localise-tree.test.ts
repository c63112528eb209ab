import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@/lib/category/types';
import { catalogTexts, slugOf, type Vocabulary } from './catalog-language';
import { localiseTree } from './localise-tree';

const vocabulary = (categoryNames: Record<string, string>): Vocabulary => ({
  productNouns: {},
  productSuffixes: {},
  descriptionSentences: {},
  attributeValues: {},
  salesUnits: {},
  colors: {},
  sizes: {},
  categoryNames,
  phrases: {},
});

const TREE: CategoryNode[] = [
  {
    id: 'c-mode',
    name: 'Mode',
    path: '/mode',
    children: [
      { id: 'c-mode-damen-kleider', name: 'Kleider', title: 'Damenkleider', path: '/mode/damen-kleider' },
      { id: 'c-mode-kleider-2', name: 'Robes', path: '/mode/kleider-2' },
    ],
  },
  { id: 'c-suche', name: 'Suche', path: '/suche' },
];

describe('localiseTree', () => {
  it('keeps the German paths and names for de-AT, and writes de-CH without ß', () => {
    const at = localiseTree([{ id: 'c-x', name: 'Größen', path: '/x' }], catalogTexts('de-AT', null));
    expect(at[0]).toMatchObject({ name: 'Größen', path: '/x' });
    const ch = localiseTree([{ id: 'c-x', name: 'Größen', path: '/x' }], catalogTexts('de-CH', null));
    expect(ch[0]).toMatchObject({ name: 'Grössen', path: '/x' });
  });

  it('names and paths a tree in another language, with the same ids, unique paths and no app routes', () => {
    const fr = localiseTree(
      TREE,
      catalogTexts(
        'fr-CH',
        vocabulary({ Mode: 'Mode', Kleider: 'Robes', Damenkleider: 'Robes femme', Suche: 'Search' }),
      ),
    );
    expect(fr[0]).toMatchObject({ id: 'c-mode', name: 'Mode', path: '/mode' });
    expect(fr[0]!.children![0]).toMatchObject({
      id: 'c-mode-damen-kleider',
      name: 'Robes',
      title: 'Robes femme',
      path: '/mode/robes',
    });
    // a sibling that would take the same segment gets a number
    expect(fr[0]!.children![1]!.path).toBe('/mode/robes-2');
    // a top-level segment that an app route uses is never taken
    expect(fr[1]!.path).toBe('/search-2');
  });

  it('slugs names without diacritics', () => {
    expect(slugOf('Linge de toilette & bain')).toBe('linge-de-toilette-bain');
    expect(slugOf('Šaty a sukně')).toBe('saty-a-sukne');
    expect(slugOf('Överdrag – Kuddar')).toBe('overdrag-kuddar');
  });
});
