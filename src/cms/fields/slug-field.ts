import { SHOPS } from '@/lib/shop/shops';
import { serialiseUniqueCheck } from './serialise-unique-check';
import type { CollectionSlug, Payload, TextField, Where } from 'payload';
import { SLUG_PATTERN } from '@/lib/content/slug';

export { SLUG_PATTERN };

/**
 * The address of an entry of `collection`: refused when it is not a slug, or when another entry
 * of a shop it is shown in has it already (one page per address and shop).
 */
export function slugField(collection: CollectionSlug, description: string): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    index: true,
    admin: { position: 'sidebar', description },
    validate: async (value, args) => {
      if (typeof value !== 'string' || !SLUG_PATTERN.test(value))
        return 'Use lower-case letters, digits and “-”, segments separated by “/” (e.g. kundenservice/faq).';
      return uniquePerShop(collection, 'slug', value, args);
    },
  };
}

/**
 * Whether no other entry of `collection` shown in one of this entry's shops has `value` in
 * `field` (addresses and modal ids are unique per shop, not across the family).
 */
export async function uniquePerShop(
  collection: CollectionSlug,
  field: string,
  value: string,
  { data, id, req }: { data?: unknown; id?: number | string; req?: { payload?: Payload } },
): Promise<true | string> {
  // a code of no shop is the shops field's own error to report; the query would fail on it
  const known = new Set(SHOPS.map((shop) => shop.code));
  const given = (data as { shops?: unknown } | undefined)?.shops;
  const shops = (Array.isArray(given) ? given : []).filter(
    (code): code is string => typeof code === 'string' && known.has(code),
  );
  if (shops.length === 0 || !req?.payload) return true;
  await serialiseUniqueCheck(req, collection);
  const where: Where = {
    and: [
      { [field]: { equals: value } },
      { shops: { in: shops } },
      ...(id ? [{ id: { not_equals: id } }] : []),
    ],
  };
  const clash = await req.payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
    pagination: false,
    req: req as never,
  });
  const other = clash.docs[0] as { shops?: string[] } | undefined;
  if (!other) return true;
  const both = (other.shops ?? []).filter((code) => shops.includes(code));
  return `Another entry already has this ${field === 'slug' ? 'address' : field} in ${both.join(', ')}.`;
}
