import type { CollectionConfig, Where } from 'payload';
import { isEditor } from '../access/roles';
import { CONTENT_BLOCKS } from '../blocks/content-blocks';
import { shopsField } from '../fields/shops-field';
import { previewUrl } from '../preview-url';

/**
 * The home page of a shop (spec S2): its headline and introduction, its texts for search engines,
 * and content items shown below the shop's departments (campaigns, inspiration, recommendations).
 * One per shop; a shop without one shows the generated home page.
 */
export const HomePages: CollectionConfig = {
  slug: 'home-pages',
  labels: { singular: 'Home page', plural: 'Home pages' },
  admin: {
    group: 'Content',
    useAsTitle: 'internalTitle',
    defaultColumns: ['internalTitle', 'shops', '_status', 'updatedAt'],
    preview: (doc, { locale }) => previewUrl('/', (doc.shops as string[] | undefined) ?? [], locale),
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: true, maxPerDoc: 30 },
  fields: [
    { name: 'internalTitle', type: 'text', required: true, admin: { description: 'For editors only.' } },
    {
      ...shopsField,
      validate: async (
        value: unknown,
        { id, req }: { id?: number | string; req?: { payload?: unknown } },
      ) => {
        const shops = Array.isArray(value) ? (value as string[]) : [];
        if (shops.length === 0) return 'Choose at least one shop.';
        const payload = req?.payload as import('payload').Payload | undefined;
        if (!payload) return true;
        const where: Where = {
          and: [{ shops: { in: shops } }, ...(id ? [{ id: { not_equals: id } }] : [])],
        };
        const other = await payload.find({
          collection: 'home-pages',
          where,
          limit: 1,
          depth: 0,
          draft: true,
          overrideAccess: true,
          pagination: false,
        });
        const clash = (other.docs[0]?.shops ?? []).filter((code) => shops.includes(code));
        return clash.length === 0 ? true : `These shops have a home page already: ${clash.join(', ')}.`;
      },
    },
    { name: 'headline', type: 'text', localized: true, admin: { description: 'Empty: the shop’s claim.' } },
    { name: 'intro', type: 'textarea', localized: true },
    {
      type: 'group',
      name: 'seo',
      label: 'Search engines',
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'description', type: 'textarea', localized: true, maxLength: 300 },
      ],
    },
    {
      name: 'content',
      type: 'blocks',
      blocks: CONTENT_BLOCKS,
      localized: true,
      admin: { description: 'Shown below the departments.' },
    },
  ],
};
