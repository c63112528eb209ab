/**
 * Colour families: the choices of the searchColor filter, in the order the filter lists them,
 * with the German label (also used for the headline adjective) and a swatch colour.
 */
export const COLOR_FAMILIES = {
  schwarz: { label: 'Schwarz', swatch: '#1a1a1a' },
  weiss: { label: 'Weiß', swatch: '#ffffff' },
  grau: { label: 'Grau', swatch: '#8c8c8c' },
  beige: { label: 'Beige', swatch: '#d9c7a7' },
  natur: { label: 'Natur', swatch: '#e6dcc5' },
  braun: { label: 'Braun', swatch: '#6b4a2e' },
  blau: { label: 'Blau', swatch: '#2447a8' },
  tuerkis: { label: 'Türkis', swatch: '#2bb3b1' },
  gruen: { label: 'Grün', swatch: '#1f4d36' },
  gelb: { label: 'Gelb', swatch: '#f5d33f' },
  orange: { label: 'Orange', swatch: '#f08a24' },
  rot: { label: 'Rot', swatch: '#c8102e' },
  rosa: { label: 'Rosa', swatch: '#e8b4b8' },
  lila: { label: 'Lila', swatch: '#6b3fa0' },
  gold: { label: 'Gold', swatch: '#c9a13b' },
  silber: { label: 'Silber', swatch: '#c0c0c0' },
  bunt: { label: 'Bunt', swatch: 'linear-gradient(90deg,#c8102e,#f5d33f,#2447a8)' },
} as const;

export type ColorFamilyId = keyof typeof COLOR_FAMILIES;

export const COLOR_FAMILY_IDS = Object.keys(COLOR_FAMILIES) as ColorFamilyId[];

export function isColorFamily(id: string): id is ColorFamilyId {
  return Object.hasOwn(COLOR_FAMILIES, id);
}
