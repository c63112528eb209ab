import type { TextField } from 'payload';
import { categoryIndex } from '@/server/catalog/category-index';

/** Category ids of the tree (e.g. c-mode-damen-kleider), at least one, each a known category. */
export function categoryIdsField(description: string, label?: string): TextField {
  return {
    name: 'categoryIds',
    label,
    type: 'text',
    hasMany: true,
    required: true,
    admin: { description },
    validate: (value: unknown) => {
      const ids = Array.isArray(value) ? (value as string[]) : [];
      if (ids.length === 0) return 'Name at least one category.';
      const unknown = ids.filter((id) => !categoryIndex.byId(id));
      return unknown.length === 0 ? true : `No category has these ids: ${unknown.join(', ')}.`;
    },
  };
}
