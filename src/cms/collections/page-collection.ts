import type { CollectionConfig, CollectionSlug } from 'payload';
import { isEditor } from '../access/roles';
import { CONTENT_BLOCKS } from '../blocks/content-blocks';
import { shopsField } from '../fields/shops-field';
import { slugField } from '../fields/slug-field';
import { previewUrl } from '../preview-url';

/**
 * A collection of editorial pages at /{route}/{slug} (spec S2: content, inspiration and outfit
 * pages built from content items): title and content per locale, the shops that show it, its
 * search-engine texts, drafts and versions. A page without a title in a shop's locale does not
 * exist in that shop.
 */
export function pageCollection(options: {
  slug: CollectionSlug;
  route: string;
  singular: string;
  plural: string;
}): CollectionConfig {
  return {
    slug: options.slug,
    labels: { singular: options.singular, plural: options.plural },
    admin: {
      group: 'Content',
      useAsTitle: 'title',
      defaultColumns: ['title', 'slug', 'shops', '_status', 'updatedAt'],
      preview: (doc, { locale }) =>
        typeof doc.slug === 'string'
          ? previewUrl(`/${options.route}/${doc.slug}`, (doc.shops as string[] | undefined) ?? [], locale)
          : null,
    },
    // the shop reads through the Local API (src/server/content); the REST API is for editors only
    access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
    // scheduled publishing: Payload's jobs, run by server/content/scheduled-publishing.ts
    versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
    fields: [
      { name: 'title', type: 'text', required: true, localized: true },
      slugField(options.slug, `The page’s address: /${options.route}/{slug}.`),
      shopsField,
      {
        type: 'group',
        name: 'seo',
        label: 'Search engines',
        fields: [
          { name: 'description', type: 'textarea', localized: true, maxLength: 300 },
          {
            name: 'indexDirective',
            type: 'select',
            defaultValue: 'index, follow',
            options: ['index, follow', 'noindex, follow'],
          },
        ],
      },
      { name: 'content', type: 'blocks', blocks: CONTENT_BLOCKS, localized: true },
    ],
  };
}
