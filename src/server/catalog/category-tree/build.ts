import type { AssortmentRule, CategoryNode } from '@/lib/category/types';
import type { ProductTypeKey } from '@/lib/product-type';

/**
 * Small builders that keep the static category data readable: the id is derived from the path,
 * so a node is written once as (path, name, content, flags).
 */

type Flags = Pick<CategoryNode, 'title' | 'icon' | 'isHidden' | 'showAsVisualCategory' | 'isContentTitle'>;

export const VISUAL: Flags = { showAsVisualCategory: true };
export const HIDDEN: Flags = { isHidden: true };
export const CONTENT_TITLE: Flags = { isContentTitle: true };

/** Stable id from the path: '/mode/damen-hosen/culotte' → 'c-mode-damen-hosen-culotte'. */
export function categoryId(path: string): string {
  return `c-${path.slice(1).replaceAll('/', '-')}`;
}

/** Icon URL of a top-level node; the SVG lives in public/icons/category/. */
export function categoryIcon(path: string): string {
  return `/icons/category/${categoryId(path)}.svg`;
}

/** A category with sub-categories; its listing shows the products of its subtree. */
export function category(
  path: string,
  name: string,
  children: CategoryNode[],
  flags: Flags = {},
): CategoryNode {
  return { id: categoryId(path), name, path, ...flags, children };
}

/** A leaf the demo seed fills with products of one type (their primary category). */
export function leaf(
  path: string,
  name: string,
  productType: ProductTypeKey,
  flags: Flags = {},
): CategoryNode {
  return { id: categoryId(path), name, path, ...flags, productType };
}

/** A leaf the demo seed fills by rule (landing, sale and virtual categories). */
export function ruleLeaf(
  path: string,
  name: string,
  assortmentRule: AssortmentRule,
  flags: Flags = {},
): CategoryNode {
  return { id: categoryId(path), name, path, ...flags, assortmentRule };
}

export function types(...productTypes: ProductTypeKey[]): AssortmentRule {
  return { kind: 'productTypes', types: productTypes };
}

export function onSale(...under: string[]): AssortmentRule {
  return { kind: 'sale', under };
}

export function isNew(...under: string[]): AssortmentRule {
  return { kind: 'new', under };
}

export function minSaving(percent: number, ...under: string[]): AssortmentRule {
  return { kind: 'minSaving', percent, under };
}
