import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '@/lib/product-type';
import { CATEGORY_TREE } from '@/server/catalog/category-tree-data';
import {
  UNMATCHABLE_CATEGORY_PATH,
  contentTitleGroups,
  createCategoryIndex,
  navigationChildren,
  navigationTree,
  normaliseCategoryPath,
  visualCategoryTiles,
} from './tree';
import type { AssortmentRule, CategoryNode } from './types';

const SAMPLE: CategoryNode[] = [
  {
    id: 'mode',
    name: 'Mode',
    path: '/mode',
    icon: '/icons/mode.svg',
    children: [
      {
        id: 'kleider',
        name: 'Kleider',
        title: 'Damenkleider',
        path: '/mode/kleider',
        showAsVisualCategory: true,
        productType: 'dress',
      },
      {
        id: 'hosen',
        name: 'Hosen',
        path: '/mode/hosen',
        showAsVisualCategory: true,
        children: [
          { id: 'jeans', name: 'Jeans', path: '/mode/hosen/jeans', productType: 'jeans' },
          { id: 'culotte', name: 'Culottes', path: '/mode/hosen/culotte', productType: 'culotte' },
        ],
      },
      { id: 'blusen', name: 'Blusen', path: '/mode/blusen', productType: 'blouse' },
      {
        id: 'geheim',
        name: 'Geheim',
        path: '/mode/geheim',
        isHidden: true,
        showAsVisualCategory: true,
        productType: 'top',
      },
      {
        id: 'themen',
        name: 'Themen',
        path: '/mode/themen',
        isContentTitle: true,
        children: [
          {
            id: 'leinen',
            name: 'Leinen',
            path: '/s/leinen',
            assortmentRule: { kind: 'productTypes', types: ['blouse'] },
          },
          { id: 'alt', name: 'Alt', path: '/s/alt', isHidden: true, productType: 'shirt' },
        ],
      },
      {
        id: 'alte-themen',
        name: 'Alte Themen',
        path: '/mode/alte-themen',
        isContentTitle: true,
        isHidden: true,
        children: [{ id: 'retro', name: 'Retro', path: '/s/retro', productType: 'dress' }],
      },
    ],
  },
  {
    id: 'sale',
    name: 'SALE',
    path: '/sale',
    showAsVisualCategory: true,
    assortmentRule: { kind: 'sale', under: [] },
  },
  {
    id: 'alles',
    name: 'Alles',
    path: '/alles',
    isHidden: true,
    children: [{ id: 'vcr', name: 'VCR', path: '/alles/vcr', assortmentRule: { kind: 'all' } }],
  },
];

const ids = (nodes: CategoryNode[]) => nodes.map((node) => node.id);

describe('normaliseCategoryPath', () => {
  it.each([
    ['/mode/damen-hosen', '/mode/damen-hosen'],
    ['/Mode/Damen-Hosen/', '/mode/damen-hosen'],
    ['mode', '/mode'],
    ['//mode///damen-hosen//', '/mode/damen-hosen'],
    ['/mode/damen-hosen?sort=price&page=2', '/mode/damen-hosen'],
    ['/mode/damen-hosen#linkbox-container', '/mode/damen-hosen'],
    ['/webview/mode/damen-hosen', '/mode/damen-hosen'],
    ['/WebView//mode/', '/mode'],
    ['/webview', '/'],
    ['/webviewer/mode', '/webviewer/mode'],
    ['/mode/damen-m%C3%A4ntel', '/mode/damen-mäntel'],
    ['/mode%2Fdamen-hosen', '/mode/damen-hosen'],
    ['https://shop.example.at/mode/damen-hosen/?pin=1', '/mode/damen-hosen'],
    ['  /sale  ', '/sale'],
    ['', '/'],
    ['/', '/'],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseCategoryPath(raw)).toBe(expected);
  });

  it('turns a malformed escape into a path that matches nothing, without throwing', () => {
    expect(normaliseCategoryPath('/mode/%E0%A4%A')).toBe(UNMATCHABLE_CATEGORY_PATH);
    expect(normaliseCategoryPath('/mode/100%')).toBe(UNMATCHABLE_CATEGORY_PATH);
    expect(normaliseCategoryPath(UNMATCHABLE_CATEGORY_PATH)).toBe(UNMATCHABLE_CATEGORY_PATH);
    expect(createCategoryIndex(SAMPLE).byPath('/mode/%zz')).toBeUndefined();
  });
});

describe('createCategoryIndex', () => {
  const index = createCategoryIndex(SAMPLE);

  it('finds nodes by raw path and by id', () => {
    expect(index.byPath('/Mode/Hosen/Jeans/?page=2')?.id).toBe('jeans');
    expect(index.byPath('/webview/sale')?.id).toBe('sale');
    expect(index.byPath('/mode/unbekannt')).toBeUndefined();
    expect(index.byId('culotte')?.path).toBe('/mode/hosen/culotte');
    expect(index.byId('nope')).toBeUndefined();
  });

  it('knows parents', () => {
    expect(index.parentOf('jeans')?.id).toBe('hosen');
    expect(index.parentOf('mode')).toBeUndefined();
    expect(index.parentOf('nope')).toBeUndefined();
  });

  it('builds breadcrumbs root first, using the title over the name', () => {
    expect(index.ancestors('jeans')).toEqual([
      { id: 'mode', name: 'Mode', path: '/mode' },
      { id: 'hosen', name: 'Hosen', path: '/mode/hosen' },
      { id: 'jeans', name: 'Jeans', path: '/mode/hosen/jeans' },
    ]);
    expect(index.ancestors('kleider').at(-1)).toEqual({
      id: 'kleider',
      name: 'Damenkleider',
      path: '/mode/kleider',
    });
    expect(ids(index.ancestorNodes('leinen'))).toEqual(['mode', 'themen', 'leinen']);
    expect(index.ancestors('nope')).toEqual([]);
  });

  it('lists descendants depth first', () => {
    expect(ids(index.descendants('mode')).join(' ')).toBe(
      'kleider hosen jeans culotte blusen geheim themen leinen alt alte-themen retro',
    );
    expect(index.descendants('jeans')).toEqual([]);
    expect(index.descendants('nope')).toEqual([]);
  });

  it('lists all nodes and the roots', () => {
    expect(index.all()).toHaveLength(15);
    expect(ids(index.roots())).toEqual(['mode', 'sale', 'alles']);
  });

  it('lists visible leaves, leaving out hidden nodes and everything below them', () => {
    expect(ids(index.visibleLeaves())).toEqual(['kleider', 'jeans', 'culotte', 'blusen', 'leinen', 'sale']);
    expect(index.isVisible('vcr')).toBe(false);
    expect(index.isVisible('retro')).toBe(false);
    expect(index.isVisible('leinen')).toBe(true);
    expect(index.isVisible('nope')).toBe(false);
  });

  it('does not let callers change its lists', () => {
    index.all().pop();
    index.visibleLeaves().pop();
    expect(index.all()).toHaveLength(15);
    expect(index.visibleLeaves()).toHaveLength(6);
  });
});

describe('navigation', () => {
  const mode = SAMPLE[0]!;

  it('leaves out hidden children and content titles', () => {
    expect(ids(navigationChildren(mode))).toEqual(['kleider', 'hosen', 'blusen']);
  });

  it('keeps visible content titles when requested', () => {
    expect(ids(navigationChildren(mode, { includeContentTitles: true }))).toEqual([
      'kleider',
      'hosen',
      'blusen',
      'themen',
    ]);
  });

  it('prunes the whole tree without changing it', () => {
    const tree = navigationTree(SAMPLE);
    expect(ids(tree)).toEqual(['mode', 'sale']);
    expect(ids(tree[0]!.children ?? [])).toEqual(['kleider', 'hosen', 'blusen']);
    expect(tree[0]!.icon).toBe('/icons/mode.svg');
    expect(ids(tree[0]!.children?.[1]?.children ?? [])).toEqual(['jeans', 'culotte']);
    expect(tree[1]).not.toHaveProperty('children');
    expect(SAMPLE[0]!.children).toHaveLength(6);

    const withTitles = navigationTree(SAMPLE, { includeContentTitles: true });
    const themen = withTitles[0]!.children?.find((node) => node.id === 'themen');
    expect(ids(themen?.children ?? [])).toEqual(['leinen']);
  });
});

describe('visualCategoryTiles', () => {
  const index = createCategoryIndex(SAMPLE);
  const node = (id: string) => index.byId(id)!;

  it('uses the flagged, visible children', () => {
    expect(ids(visualCategoryTiles(index, node('mode')))).toEqual(['kleider', 'hosen']);
  });

  it('uses the flagged level of a flagged childless node', () => {
    expect(ids(visualCategoryTiles(index, node('kleider')))).toEqual(['kleider', 'hosen']);
    expect(ids(visualCategoryTiles(index, node('sale')))).toEqual(['sale']);
  });

  it('shows nothing for an unflagged childless node or children without flags', () => {
    expect(visualCategoryTiles(index, node('blusen'))).toEqual([]);
    expect(visualCategoryTiles(index, node('hosen'))).toEqual([]);
  });
});

describe('contentTitleGroups', () => {
  it('groups the visible content-title children with their visible children', () => {
    const groups = contentTitleGroups(SAMPLE[0]!);
    expect(groups.map((entry) => entry.group.id)).toEqual(['themen']);
    expect(ids(groups[0]!.children)).toEqual(['leinen']);
    expect(contentTitleGroups(SAMPLE[1]!)).toEqual([]);
  });
});

describe('CATEGORY_TREE data', () => {
  const index = createCategoryIndex(CATEGORY_TREE);
  const all = index.all();
  const visibleLeaves = index.visibleLeaves();
  const withProductType = all.filter((node) => node.productType);
  const rules = all.flatMap((node) => (node.assortmentRule ? [node.assortmentRule] : []));

  it('has a realistic size', () => {
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(all.length).toBeLessThanOrEqual(250);
  });

  it('has unique ids and paths', () => {
    expect(new Set(all.map((node) => node.id)).size).toBe(all.length);
    expect(new Set(all.map((node) => node.path)).size).toBe(all.length);
  });

  it('has normalised lower-case ASCII paths', () => {
    for (const node of all) {
      expect(node.path).toMatch(/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/);
      expect(normaliseCategoryPath(node.path)).toBe(node.path);
    }
  });

  it('has German names', () => {
    for (const node of all) expect(node.name.trim()).not.toBe('');
    expect(index.byPath('/wohnen/moebel')?.name).toBe('Möbel');
    expect(index.byPath('/mode/damen-waesche')?.name).toBe('Wäsche');
  });

  const REQUIRED_PATHS = `
    /mode /mode/damenmode /mode/damen-neu-eingetroffen /mode/damen-pullover /mode/damen-hosen/culotte
    /mode/damenmode-grosse-groessen /mode/damen-bademode /mode/damen-waesche /mode/schuhe
    /mode/accessoires /damenmode /damenmode/bekleidung/oberteile/blusen /damenmode/bekleidung/kleider
    /damenmode/waesche/bhs /damenmode/schuhe/sneaker /damenmode/accessoires/taschen /s/sommerkleider
    /ber/oberteile-hemdkragen /ber/hochzeitsgast/kleider /beratung-kleider /conten/beratung
    /hosenberatung-reco-regular-fit /inspirationen /inspirationen/neu /inspirationen/trends
    /inspirationen/feste-feiern /inspirationen/business /wohnen /sale /sale/neuheiten-im-sale
    /sale/accessoires /alles /srp-filter /virtuelle-kategorie-fuer-kataloge
    /virtuelle-suchergebnisseiten /virtuelle-kategorie-reco-sale /virtuelle-kategorien-fuer-emm/uwg
  `
    .split(/\s+/)
    .filter(Boolean);

  it.each(REQUIRED_PATHS)('resolves %s', (path) => {
    expect(index.byPath(path)?.path).toBe(path);
  });

  it('covers the path shapes of spec S2.2', () => {
    const paths = all.map((node) => node.path);
    const some = (pattern: RegExp) => paths.filter((path) => pattern.test(path)).length;
    expect(some(/^\/mode\/damenmode-[a-z0-9-]+$/)).toBeGreaterThanOrEqual(2);
    expect(some(/^\/mode\/[a-z0-9-]+-kollektion$/)).toBe(1);
    expect(some(/^\/damenmode\/bekleidung\/[a-z0-9-]+\/[a-z0-9-]+$/)).toBeGreaterThanOrEqual(3);
    expect(some(/^\/inspirationen\/trends-[a-z0-9-]+$/)).toBeGreaterThanOrEqual(3);
    expect(some(/^\/sale\/(mode|wohnen|schuhe)-/)).toBeGreaterThanOrEqual(3);
    expect(some(/^\/sale\/black-sale-/)).toBeGreaterThanOrEqual(1);
    expect(some(/^\/vcr\//)).toBeGreaterThanOrEqual(3);
    expect(some(/^\/emm-uwg-[a-z0-9-]+$/)).toBeGreaterThanOrEqual(2);
    expect(index.byPath('/vcr/20-prozent-auf-alles')?.assortmentRule).toEqual({
      kind: 'minSaving',
      percent: 20,
      under: [],
    });
  });

  it('hides the technical and campaign categories', () => {
    const hiddenPaths = `/damenmode /s/festliche-mode /sale/midseason-sale /sale/special-sale /alles
      /vcr/gratis-geschenk /srp-filter /hosenberatung-reco-regular-fit /emm-uwg-wohnen`.split(/\s+/);
    for (const path of hiddenPaths) {
      expect(index.isVisible(index.byPath(path)!.id), path).toBe(false);
    }
    expect(index.byPath('/sale/midseason-sale')?.isHidden).toBe(true);
    expect(index.byPath('/alles')?.assortmentRule).toEqual({ kind: 'all' });
    expect(ids(navigationTree(CATEGORY_TREE))).toEqual(['c-mode', 'c-wohnen', 'c-inspirationen', 'c-sale']);
  });

  it('has exactly the six Wohnen groups', () => {
    expect(index.byPath('/wohnen')?.children?.map((node) => node.path)).toEqual([
      '/wohnen/heimtextilien',
      '/wohnen/moebel',
      '/wohnen/ordnung-bad',
      '/wohnen/deko-beleuchtung',
      '/wohnen/haushalt-elektronik',
      '/wohnen/wohnwelten',
    ]);
  });

  it('uses visual tiles and content-title groups', () => {
    expect(visualCategoryTiles(index, index.byPath('/mode')!).length).toBeGreaterThanOrEqual(6);
    expect(visualCategoryTiles(index, index.byPath('/wohnen')!)).toHaveLength(6);
    expect(visualCategoryTiles(index, index.byPath('/mode/damen-kleider')!).length).toBeGreaterThanOrEqual(5);
    expect(contentTitleGroups(index.byPath('/wohnen/wohnwelten')!)).toHaveLength(2);
    expect(contentTitleGroups(index.byPath('/mode')!)[0]?.children.length).toBeGreaterThan(0);
  });

  it('gives every leaf a product type or an assortment rule', () => {
    const leaves = all.filter((node) => !node.children?.length);
    for (const node of leaves) {
      expect(node.productType ?? node.assortmentRule, node.path).toBeDefined();
    }
    expect(visibleLeaves.length).toBeGreaterThan(80);
  });

  it('puts product types only on visible leaves (primary categories of the seed), bar the free gift', () => {
    const visible = new Set(visibleLeaves);
    const elsewhere = withProductType.filter((node) => !visible.has(node)).map((node) => node.path);
    expect(elsewhere).toEqual(['/vcr/gratis-geschenk']);
  });

  it('uses every product type except the free gift on a visible leaf', () => {
    const used = new Set(visibleLeaves.map((node) => node.productType));
    const missing = PRODUCT_TYPES.filter((type) => type !== 'freegift' && !used.has(type));
    expect(missing).toEqual([]);
    expect(used.has('freegift')).toBe(false);
    expect(
      withProductType.filter((node) => node.productType === 'freegift').map((node) => node.path),
    ).toEqual(['/vcr/gratis-geschenk']);
  });

  it('names in `under` categories whose subtree and path prefix agree on the product categories', () => {
    const underPaths = new Set(rules.flatMap((rule: AssortmentRule) => ('under' in rule ? rule.under : [])));
    expect(underPaths.size).toBeGreaterThan(10);
    for (const path of underPaths) {
      const node = index.byPath(path);
      expect(node?.path, path).toBe(path);
      const subtree = new Set([node!.id, ...index.descendants(node!.id).map((child) => child.id)]);
      for (const candidate of withProductType) {
        const byPrefix = candidate.path === path || candidate.path.startsWith(`${path}/`);
        expect(subtree.has(candidate.id), `${path} / ${candidate.path}`).toBe(byPrefix);
        expect(candidate.path.startsWith(path), `${path} / ${candidate.path}`).toBe(byPrefix);
      }
    }
  });

  it('gives icons to exactly the visible top-level nodes, as files on disk', () => {
    for (const node of all) {
      const topLevel = CATEGORY_TREE.includes(node);
      expect(node.icon !== undefined, node.path).toBe(topLevel && !node.isHidden);
      if (!node.icon) continue;
      expect(node.icon).toBe(`/icons/category/${node.id}.svg`);
      const file = fileURLToPath(new URL(`../../../public${node.icon}`, import.meta.url));
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 24 24"/);
      expect(svg).toContain('stroke="currentColor"');
      expect(svg).not.toMatch(/href|<script|url\(/i);
      expect(svg.trim().endsWith('</svg>')).toBe(true);
    }
  });
});
