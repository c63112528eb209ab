'use client';

/**
 * The listing tile as a client component: the page's payload then carries each tile's data
 * (TileView, about 0.5 KB) instead of its rendered element tree (about 3 KB with image sets and
 * classes), and the browser renders the same markup from it when it hydrates. Issue 21.
 */
export { ProductCard as ClientProductCard } from './product-card';
