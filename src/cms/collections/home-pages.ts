import { serialiseUniqueCheck } from '../fields/serialise-unique-check';
import type { CollectionConfig, Where } from 'payload';
import { isEditor } from '../access/roles';
import { triggerField } from '../fields/trigger-field';
import { CONTENT_BLOCKS } from '../blocks/content-blocks';
import { BannerBlock } from '../blocks/overlay-blocks';
import { categoryIndex } from '@/server/catalog/category-index';
import { shopsField } from '../fields/shops-field';
import { previewUrl } from '../preview-url';

/**
 * The home page of a shop (spec S2): its headline and introduction, its texts for search engines,
 * and content items shown below the shop's departments (campaigns, inspiration, recommendations).
 * One untriggered entry per shop, and any number of targeted variants (one per trigger), chosen per
 * visitor as S4 says; a shop without one shows the generated home page.
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
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
  fields: [
    { name: 'internalTitle', type: 'text', required: true, admin: { description: 'For editors only.' } },
    {
      ...shopsField,
      validate: async (
        value: unknown,
        {
          id,
          req,
          data,
        }: { id?: number | string; req?: { payload?: unknown }; data?: { trigger?: unknown } },
      ) => {
        const shops = Array.isArray(value) ? (value as string[]) : [];
        if (shops.length === 0) return 'Choose at least one shop.';
        const payload = req?.payload as import('payload').Payload | undefined;
        if (!payload) return true;
        await serialiseUniqueCheck(req as never, 'home-pages');
        const trigger = relationId(data?.trigger);
        const where: Where = {
          and: [
            { shops: { in: shops } },
            trigger === null ? { trigger: { exists: false } } : { trigger: { equals: trigger } },
            ...(id ? [{ id: { not_equals: id } }] : []),
          ],
        };
        // published entries and the latest drafts alike: a draft published later must not clash.
        // One after the other: both run on the saving transaction's one connection (after the
        // lock), which node-postgres would otherwise queue with a deprecation warning (pg 9 refuses)
        const states = [];
        for (const draft of [true, false])
          states.push(
            await payload.find({
              collection: 'home-pages',
              where,
              limit: 10,
              depth: 0,
              draft,
              overrideAccess: true,
              pagination: false,
              req: req as never,
            }),
          );
        const taken = new Set(states.flatMap((state) => state.docs.flatMap((doc) => doc.shops ?? [])));
        const clash = shops.filter((code) => taken.has(code as never));
        if (clash.length === 0) return true;
        return trigger === null
          ? `These shops have an untriggered home page already: ${clash.join(', ')}.`
          : `These shops have a home page with this trigger already: ${clash.join(', ')}.`;
      },
    },
    triggerField('Empty: the home page everyone sees unless a targeted variant’s trigger holds.'),
    {
      name: 'heroBanner',
      type: 'blocks',
      blocks: [BannerBlock],
      maxRows: 1,
      localized: true,
      admin: { description: 'The campaign banner at the top of the page (its image loads first).' },
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
      name: 'categoryTiles',
      type: 'array',
      maxRows: 12,
      admin: {
        description:
          'The category tiles below the headline, in this order; empty: the shop’s departments with their best sellers.',
      },
      fields: [
        {
          name: 'categoryId',
          type: 'text',
          required: true,
          validate: (value: string | null | undefined) =>
            value && categoryIndex.byId(value) ? true : 'No category has this id.',
          admin: { description: 'e.g. c-mode-damen-kleider' },
        },
        {
          name: 'label',
          type: 'text',
          localized: true,
          admin: { description: 'Empty: the category’s name.' },
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Shown at 3:4; empty: the category’s best seller.' },
        },
      ],
    },
    {
      name: 'promotionCarousel',
      type: 'group',
      admin: { description: 'A carousel of promotion cards below the tiles (2.5 / 3.5 / 4.5 / 6 per view).' },
      fields: [
        { name: 'title', type: 'text', localized: true },
        {
          name: 'promotions',
          type: 'relationship',
          relationTo: 'promotions',
          hasMany: true,
          maxRows: 12,
          filterOptions: ({ data }) => {
            const shops = ((data as { shops?: string[] } | undefined)?.shops ?? []).filter(Boolean);
            return shops.length > 0 ? { shops: { in: shops } } : true;
          },
        },
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

/** The id of a relationship value as the admin sends it (id, or the related document). */
function relationId(value: unknown): number | string | null {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id;
  return null;
}
