import { listingHeadline } from '../listing-headline';

interface ActiveFilterLike {
  id: string;
  values: { id: string; name: string }[];
}

/**
 * The listing headline from the active filters (S9): each part is used only when its filter has a
 * single value; otherwise the category name stands alone.
 */
export function headlineFromSelection(category: string, active: readonly ActiveFilterLike[]): string {
  const single = (id: string) => {
    const filter = active.find((f) => f.id === id);
    return filter && filter.values.length === 1 ? filter.values[0]!.name : null;
  };
  return listingHeadline({
    category,
    color: single('searchColor'),
    brand: single('trademark'),
    material: single('mainMaterial'),
    size: single('filterSize'),
    cup: single('cup'),
  });
}
