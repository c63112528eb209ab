import { pageCollection } from './page-collection';

/** Inspiration pages at /inspiration/{slug} (spec S2): looks and themes with their products. */
export const InspirationPages = pageCollection({
  slug: 'inspiration-pages',
  route: 'inspiration',
  singular: 'Inspiration page',
  plural: 'Inspiration pages',
});
