import { describe, expect, it } from 'vitest';
import { categoryIndex } from '@/server/catalog/category-index';
import { listingContentDeAt } from './listing-content-de-at';

describe('the seeded listing texts of a de-AT shop', () => {
  const entries = listingContentDeAt();
  const byId = new Map(entries.map((entry) => [entry.categoryId, entry]));

  it('cover every visible department and its visible sub-categories, once each', () => {
    expect(byId.size).toBe(entries.length);
    for (const root of categoryIndex.roots().filter((node) => !node.isHidden)) {
      expect(byId.has(root.id), root.id).toBe(true);
      for (const child of root.children ?? [])
        if (!child.isHidden && !child.isContentTitle) expect(byId.has(child.id), child.id).toBe(true);
    }
    expect(byId.has('c-mode-damen-kleider')).toBe(true);
  });

  it('give each a link box of existing paths and a bottom text; hand-written entries stay', () => {
    for (const entry of entries) {
      expect(entry.linkBox.length, entry.categoryId).toBeGreaterThan(0);
      for (const group of entry.linkBox)
        for (const link of group.links)
          expect(categoryIndex.byPath(link.destination.split('?')[0]!)).toBeTruthy();
      expect(JSON.stringify(entry.bottomContent)).toContain('heading');
    }
    expect(byId.get('c-mode')!.linkBox[0]!.label).toBe('Beliebt in Mode');
    expect(byId.get('c-mode-damen-kleider')!.internalTitle).toBe('Kleider');
  });
});
