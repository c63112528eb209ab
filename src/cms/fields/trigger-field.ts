import type { RelationshipField } from 'payload';

/** The targeting trigger of an entry (home page, listing entry): only triggers of the entry's shops. */
export function triggerField(description: string): RelationshipField {
  return {
    name: 'trigger',
    type: 'relationship',
    relationTo: 'triggers',
    filterOptions: ({ data }) => {
      const shops = ((data as { shops?: string[] } | undefined)?.shops ?? []).filter(Boolean);
      return shops.length > 0 ? { shops: { in: shops } } : true;
    },
    admin: { position: 'sidebar', description },
  };
}
