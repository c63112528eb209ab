export interface TocEntry {
  id: string;
  title: string;
  level: number;
  children: TocEntry[];
}

/** URL-safe id for a heading: 'Welches Kleid passt?' → 'welches-kleid-passt'. */
export function headingSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
