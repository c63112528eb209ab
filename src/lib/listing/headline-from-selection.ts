import type { CatalogLanguage } from '../catalog-i18n/catalog-language';
import { listingHeadline } from '../listing-headline';

interface ActiveFilterLike {
  id: string;
  values: { id: string; name: string }[];
}

/**
 * The listing headline from the active filters (S9): each part is used only when its filter has a
 * single value; otherwise the category name stands alone.
 */
export function headlineFromSelection(
  language: CatalogLanguage,
  category: string,
  active: readonly ActiveFilterLike[],
): string {
  // the headline's grammar is German (colour adjectives, 'aus', 'Größe'); other languages show the name
  if (language !== 'de') return category;
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
