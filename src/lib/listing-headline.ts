/**
 * The German listing headline built from single active filters (spec storefront S9):
 * colour adjective, brand, category, ' aus {material}', ', Größe {size}{cup}'.
 * Example: 'Blaue Lindgard Kleider aus Baumwolle, Größe 40'.
 */
export interface HeadlineFilters {
  category: string;
  /** colour family label of a single colour filter, e.g. 'Blau', 'Lila', 'Natur' */
  color?: string | null;
  brand?: string | null;
  material?: string | null;
  size?: string | null;
  cup?: string | null;
}

/** Colours that stay as they are; everything else takes an 'e' (Rot → Rote). */
const INVARIABLE = new Set(['lila', 'orange', 'rosa']);
const SPECIAL: Record<string, string> = { natur: 'Naturfarbene' };

export function colorAdjective(color: string): string {
  const key = color.trim().toLowerCase();
  if (SPECIAL[key]) return SPECIAL[key];
  // colours that already end in 'e' (Beige) do not take another
  if (INVARIABLE.has(key) || key.endsWith('e')) return color.trim();
  return `${color.trim()}e`;
}

export function listingHeadline(f: HeadlineFilters): string {
  const words = [f.color ? colorAdjective(f.color) : null, f.brand?.trim() || null, f.category.trim()].filter(
    (w): w is string => Boolean(w),
  );
  let headline = words.join(' ');
  if (f.material?.trim()) headline += ` aus ${f.material.trim()}`;
  if (f.size?.trim()) headline += `, Größe ${f.size.trim()}${f.cup?.trim() ?? ''}`;
  return headline;
}
