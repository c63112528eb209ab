import { pageCollection } from './page-collection';

/** Outfit pages at /outfit/{slug} (spec S2): an outfit and the pieces it is made of. */
export const OutfitPages = pageCollection({
  slug: 'outfit-pages',
  route: 'outfit',
  singular: 'Outfit page',
  plural: 'Outfit pages',
});
