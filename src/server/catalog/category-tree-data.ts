import type { CategoryNode } from '@/lib/category/types';
import {
  ADVICE_HUB,
  ADVICE_PAGES,
  DRESS_ADVICE,
  SEO_LANDING_PAGES,
  TROUSER_ADVICE_RESULTS,
} from './category-tree/advice';
import { DAMENMODE_NESTED } from './category-tree/damenmode';
import { INSPIRATIONEN } from './category-tree/inspirationen';
import { MODE } from './category-tree/mode';
import { SALE } from './category-tree/sale';
import { TECHNICAL_CATEGORIES } from './category-tree/technical';
import { WOHNEN } from './category-tree/wohnen';

export { HOUSE_COLLECTION } from './category-tree/mode';
export { PLUS_SIZE_PARTNER } from './category-tree/inspirationen';

/**
 * The shop's static category tree (spec storefront S2.2). The visible top level is Mode, Wohnen,
 * Inspirationen and SALE, each with an icon; everything after them is hidden from the navigation
 * but reachable as a listing route. The tree is plain data (no `server-only`) because the seed
 * script reads it outside Next.js.
 */
export const CATEGORY_TREE: CategoryNode[] = [
  MODE,
  WOHNEN,
  INSPIRATIONEN,
  SALE,
  DAMENMODE_NESTED,
  SEO_LANDING_PAGES,
  ADVICE_PAGES,
  DRESS_ADVICE,
  ADVICE_HUB,
  ...TROUSER_ADVICE_RESULTS,
  ...TECHNICAL_CATEGORIES,
];
