import type { CollectionConfig, CollectionSlug, Field, Payload, SelectField, Where } from 'payload';
import { isEditor } from '../access/roles';
import { serialiseUniqueCheck } from './serialise-unique-check';
import { shopsField } from './shops-field';
import { SHOP_OPTIONS } from '../locales';

/**
 * The shops field of an entry a shop has one of (footer, global content): saving refuses an entry
 * whose shops already have another.
 */
export function oneEntryPerShop(collection: CollectionSlug): SelectField {
  return {
    ...shopsField,
    validate: async (value: unknown, { id, req }: { id?: number | string; req?: { payload?: unknown } }) => {
      const shops = Array.isArray(value) ? (value as string[]) : [];
      if (shops.length === 0) return 'Choose at least one shop.';
      // this check replaces the select's own, which refuses values outside its options
      const unknown = shops.filter((code) => !SHOP_OPTIONS.some((option) => option.value === code));
      if (unknown.length > 0) return `No such shop: ${unknown.map(String).join(', ')}.`;
      const payload = req?.payload as Payload | undefined;
      if (!payload) return true;
      await serialiseUniqueCheck(req as never, collection);
      const where: Where = { and: [{ shops: { in: shops } }, ...(id ? [{ id: { not_equals: id } }] : [])] };
      const other = await payload.find({
        collection,
        where,
        limit: 1,
        depth: 0,
        draft: true,
        overrideAccess: true,
        pagination: false,
        // inside the saving transaction: a query on a connection of its own could wait for the pool
        // while the transactions of entries saved at the same time hold it (seeding shops side by side)
        req: req as never,
      });
      const clash = ((other.docs[0] as { shops?: string[] } | undefined)?.shops ?? []).filter((code) =>
        shops.includes(code),
      );
      return clash.length === 0 ? true : `These shops have one already: ${clash.join(', ')}.`;
    },
  };
}

/**
 * A collection of the shop's frame a shop has one entry of (footer, global content): editors only,
 * drafts with scheduled publishing, an internal title and the shops it is for, then `fields`.
 */
export function shopFrameCollection(
  slug: CollectionSlug,
  labels: { singular: string; plural: string },
  fields: Field[],
): CollectionConfig {
  return {
    slug,
    labels,
    admin: {
      group: 'Shop frame',
      useAsTitle: 'internalTitle',
      defaultColumns: ['internalTitle', 'shops', '_status'],
    },
    access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
    versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
    fields: [
      { name: 'internalTitle', type: 'text', required: true, admin: { description: 'For editors only.' } },
      oneEntryPerShop(slug),
      ...fields,
    ],
  };
}
