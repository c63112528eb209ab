import { pageCollection } from './page-collection';

/**
 * Content pages at /content/{slug} (spec S2): legal pages, customer service, FAQ, newsletter,
 * sustainability, the design elements.
 */
export const ContentPages = pageCollection({
  slug: 'content-pages',
  route: 'content',
  singular: 'Content page',
  plural: 'Content pages',
});
