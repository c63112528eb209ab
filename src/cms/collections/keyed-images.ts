import type { CollectionConfig } from 'payload';
import { isEditor } from '../access/roles';
import { shopsField } from '../fields/shops-field';
import { uniquePerShop } from '../fields/slug-field';

/** The keys images are looked up by: a visual category's tile. */
export const KEYED_IMAGE = /^visualCategories\.c-[a-z0-9-]{1,120}$/;

/**
 * Images by key (spec storefront S2.3 "Visual category tiles": the image stored under the key
 * visualCategories.{categoryId}). A visual category tile shows its key's image; without one it
 * shows the category's best seller, and without either it is left out with the spec's warning.
 */
export const KeyedImages: CollectionConfig = {
  slug: 'keyed-images',
  labels: { singular: 'Image by key', plural: 'Images by key' },
  admin: {
    group: 'Listings',
    useAsTitle: 'key',
    defaultColumns: ['key', 'image', 'shops', '_status', 'updatedAt'],
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 10 },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'visualCategories.{category id}, e.g. visualCategories.c-mode-damen-kleider' },
      validate: async (value: string | null | undefined, args: Parameters<typeof uniquePerShop>[3]) =>
        typeof value === 'string' && KEYED_IMAGE.test(value)
          ? uniquePerShop('keyed-images', 'key', value, args)
          : 'visualCategories. and a category id, e.g. visualCategories.c-mode-damen-kleider.',
    },
    shopsField,
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: { description: 'Shown at 3:4.' },
    },
  ],
};
