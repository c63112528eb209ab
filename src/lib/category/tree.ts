import type { CategoryNode } from './types';

/**
 * Pure rules over the static category tree (spec storefront S2.2, S2.3): path normalisation,
 * lookup, breadcrumbs, navigation visibility, visual category tiles and content-title groups.
 */

/**
 * Returned for a path that cannot be decoded. No category path can contain '%', and normalising
 * this value again returns it unchanged, so it never matches a category nor the home page.
 */
export const UNMATCHABLE_CATEGORY_PATH = '/%invalid';

const WEBVIEW_PREFIX = '/webview';
const SCHEME_AND_HOST = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/** Whether a request path is one of the native app's pages (spec S2.1 /webview prefix). */
export function isWebviewPath(path: string): boolean {
  return path === WEBVIEW_PREFIX || path.toLowerCase().startsWith(`${WEBVIEW_PREFIX}/`);
}

/**
 * Normalises a URL path for category lookup: drops scheme and host, query and hash, decodes
 * percent escapes, strips the app's /webview prefix, collapses duplicate slashes, removes the
 * trailing slash, lower-cases and ensures a leading slash. Never throws.
 */
export function normaliseCategoryPath(raw: string): string {
  let path = raw.trim().replace(SCHEME_AND_HOST, '');
  const end = path.search(/[?#]/);
  if (end >= 0) path = path.slice(0, end);
  try {
    path = decodeURIComponent(path);
  } catch {
    return UNMATCHABLE_CATEGORY_PATH;
  }
  path = `/${path}`.replace(/\/{2,}/g, '/').toLowerCase();
  if (path === WEBVIEW_PREFIX || path.startsWith(`${WEBVIEW_PREFIX}/`)) {
    path = path.slice(WEBVIEW_PREFIX.length) || '/';
  }
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

/** One breadcrumb entry; the name is the node's display title when it has one. */
export interface CategoryCrumb {
  id: string;
  name: string;
  path: string;
}

export interface CategoryIndex {
  /** the node at this path; the path is normalised first */
  byPath(path: string): CategoryNode | undefined;
  byId(id: string): CategoryNode | undefined;
  /** the parent node; undefined for top-level and unknown ids */
  parentOf(id: string): CategoryNode | undefined;
  /** breadcrumb trail, root first, ending with the node itself; empty for unknown ids */
  ancestors(id: string): CategoryCrumb[];
  /** the nodes of the trail, root first, ending with the node itself */
  ancestorNodes(id: string): CategoryNode[];
  /** every node below this one, depth first; empty for leaves and unknown ids */
  descendants(id: string): CategoryNode[];
  /** the top-level nodes */
  roots(): CategoryNode[];
  /** every node, depth first */
  all(): CategoryNode[];
  /** false when the node or one of its ancestors is hidden, or the id is unknown */
  isVisible(id: string): boolean;
  /** nodes without children that are neither hidden themselves nor below a hidden node */
  visibleLeaves(): CategoryNode[];
}

/**
 * Builds the lookup maps once. When ids or paths repeat (a data error the data tests catch), the
 * first node in depth-first order wins.
 */
export function createCategoryIndex(tree: CategoryNode[]): CategoryIndex {
  const byPath = new Map<string, CategoryNode>();
  const byId = new Map<string, CategoryNode>();
  const parents = new Map<string, CategoryNode>();
  const all: CategoryNode[] = [];
  const hiddenIds = new Set<string>();

  const visit = (node: CategoryNode, parent: CategoryNode | undefined, hiddenAbove: boolean): void => {
    all.push(node);
    const path = normaliseCategoryPath(node.path);
    if (!byPath.has(path)) byPath.set(path, node);
    if (!byId.has(node.id)) {
      byId.set(node.id, node);
      if (parent) parents.set(node.id, parent);
    }
    const hidden = hiddenAbove || node.isHidden === true;
    if (hidden) hiddenIds.add(node.id);
    for (const child of node.children ?? []) visit(child, node, hidden);
  };
  for (const root of tree) visit(root, undefined, false);

  const visibleLeaves = all.filter((node) => !hiddenIds.has(node.id) && !node.children?.length);

  const ancestorNodes = (id: string): CategoryNode[] => {
    const trail: CategoryNode[] = [];
    for (let node = byId.get(id); node; node = parents.get(node.id)) trail.unshift(node);
    return trail;
  };

  const collect = (node: CategoryNode, into: CategoryNode[]): CategoryNode[] => {
    for (const child of node.children ?? []) {
      into.push(child);
      collect(child, into);
    }
    return into;
  };

  return {
    byPath: (path) => byPath.get(normaliseCategoryPath(path)),
    byId: (id) => byId.get(id),
    parentOf: (id) => parents.get(id),
    ancestors: (id) =>
      ancestorNodes(id).map((node) => ({ id: node.id, name: node.title ?? node.name, path: node.path })),
    ancestorNodes,
    descendants: (id) => {
      const node = byId.get(id);
      return node ? collect(node, []) : [];
    },
    roots: () => [...tree],
    all: () => [...all],
    isVisible: (id) => byId.has(id) && !hiddenIds.has(id),
    visibleLeaves: () => [...visibleLeaves],
  };
}

export interface NavigationOptions {
  /** keep content-title groups (e.g. for a mega menu that renders them as column headings) */
  includeContentTitles?: boolean;
}

function isInNavigation(node: CategoryNode, options: NavigationOptions): boolean {
  if (node.isHidden) return false;
  return options.includeContentTitles === true || !node.isContentTitle;
}

/** The children shown in the navigation: hidden nodes and, unless requested, content titles left out. */
/**
 * A category hidden from shoppers' navigation, itself or under a hidden one (technical and virtual
 * categories such as /vcr/…): still a listing route, never indexed and not in the sitemaps.
 */
export function isHiddenCategory(index: CategoryIndex, node: CategoryNode): boolean {
  return node.isHidden === true || index.ancestorNodes(node.id).some((a) => a.isHidden);
}

export function navigationChildren(node: CategoryNode, options: NavigationOptions = {}): CategoryNode[] {
  return (node.children ?? []).filter((child) => isInNavigation(child, options));
}

/**
 * The tree as the navigation shows it: copies of the nodes with the left-out nodes (and their
 * subtrees) removed; a node whose children are all left out has no `children`.
 */
export function navigationTree(tree: CategoryNode[], options: NavigationOptions = {}): CategoryNode[] {
  const prune = (node: CategoryNode): CategoryNode => {
    const { children: _children, ...rest } = node;
    const children = navigationChildren(node, options).map(prune);
    return children.length > 0 ? { ...rest, children } : rest;
  };
  return tree.filter((node) => isInNavigation(node, options)).map(prune);
}

/**
 * Visual category tiles of a listing page (spec S2.3): the children flagged showAsVisualCategory;
 * for a childless node that is itself flagged, the flagged nodes of its level (the node itself
 * included, so the carousel stays the same while the shopper moves between sibling tiles).
 * Hidden nodes never become tiles.
 */
export function visualCategoryTiles(index: CategoryIndex, node: CategoryNode): CategoryNode[] {
  const isTile = (candidate: CategoryNode) => candidate.showAsVisualCategory === true && !candidate.isHidden;
  if (node.children?.length) return node.children.filter(isTile);
  if (!node.showAsVisualCategory) return [];
  const parent = index.parentOf(node.id);
  const level = parent ? (parent.children ?? []) : index.roots();
  return level.filter(isTile);
}

export interface ContentTitleGroup {
  group: CategoryNode;
  /** the group's children without hidden ones */
  children: CategoryNode[];
}

/** Content-title groups of a listing page (spec S2.3): titled with the group's name, listing its children. */
export function contentTitleGroups(node: CategoryNode): ContentTitleGroup[] {
  return (node.children ?? [])
    .filter((child) => child.isContentTitle === true && !child.isHidden)
    .map((group) => ({ group, children: (group.children ?? []).filter((child) => !child.isHidden) }));
}
