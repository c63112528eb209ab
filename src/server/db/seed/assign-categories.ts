import type { AssortmentRule, CategoryNode } from '@/lib/category/types';
import type { SeededRandom } from './random';

export interface CategoryLookup {
  ancestors(id: string): { id: string }[];
  all(): CategoryNode[];
}

export interface StyleFacts {
  leaf: CategoryNode;
  productType: string;
  flag: string;
  maxSaving: number;
}

/**
 * The categories a style is listed in: its leaf and every ancestor, some sibling leaves of the
 * same product type in the other tree (/mode and /damenmode list the same dresses), and every
 * rule-based category (sale pages, /alles, virtual categories) whose rule it meets.
 */
export function createCategoryAssigner(lookup: CategoryLookup, leavesByType: Map<string, CategoryNode[]>) {
  const ruleNodes = lookup
    .all()
    .filter((n): n is CategoryNode & { assortmentRule: AssortmentRule } => Boolean(n.assortmentRule));

  return function assign(rng: SeededRandom, facts: StyleFacts): string[] {
    const ids = new Set<string>();
    const addWithAncestors = (id: string) => lookup.ancestors(id).forEach((a) => ids.add(a.id));
    addWithAncestors(facts.leaf.id);
    for (const other of leavesByType.get(facts.productType) ?? []) {
      if (other.id !== facts.leaf.id && !isSizeSpecific(other, facts.leaf) && rng.chance(0.35))
        addWithAncestors(other.id);
    }
    for (const node of ruleNodes) {
      if (meetsRule(node.assortmentRule, facts)) addWithAncestors(node.id);
    }
    return [...ids];
  };
}

/** Large-size and 50+ ranges hold their own products; mirroring would put regular sizes there. */
function isSizeSpecific(candidate: CategoryNode, leaf: CategoryNode): boolean {
  const special = /grosse-groessen|plus-size|curvy|50-plus/;
  return special.test(candidate.path) !== special.test(leaf.path);
}

function under(paths: string[], leaf: CategoryNode): boolean {
  return paths.length === 0 || paths.some((p) => leaf.path === p || leaf.path.startsWith(`${p}/`));
}

export function meetsRule(rule: AssortmentRule, facts: StyleFacts): boolean {
  switch (rule.kind) {
    case 'all':
      return true;
    case 'sale':
      return facts.flag === 'sale' && under(rule.under, facts.leaf);
    case 'new':
      return facts.flag === 'new' && under(rule.under, facts.leaf);
    case 'minSaving':
      return facts.maxSaving >= rule.percent && under(rule.under, facts.leaf);
    case 'productTypes':
      return (rule.types as string[]).includes(facts.productType);
  }
}
