import type { AttributeTemplate } from '../assortment/types';

/** Attributes shared by the clothing templates. */

export const material = (values: string[]): AttributeTemplate => ({ key: 'mainMaterial', values });
export const TOP_MATERIALS = material([
  'Baumwolle',
  'Viskose',
  'Baumwoll-Mix',
  'Modal',
  'Polyester',
  'Leinen-Mix',
]);
export const KNIT_MATERIALS = material([
  'Baumwolle',
  'Wolle-Mix',
  'Viskose-Mix',
  'Acryl',
  'Kaschmir-Mix',
  'Merinowolle',
]);
export const SLEEVES: AttributeTemplate = {
  key: 'sleeveStyle',
  values: ['Kurzarm', 'Langarm', '3/4-Arm', 'Ärmellos'],
};
export const NECKLINES: AttributeTemplate = {
  key: 'neckline',
  values: ['Rundhals', 'V-Ausschnitt', 'Carmen-Ausschnitt', 'Stehkragen', 'U-Boot-Ausschnitt'],
};
export const PATTERNS: AttributeTemplate = {
  key: 'pattern',
  values: ['Uni', 'Geblümt', 'Gestreift', 'Kariert', 'Animal-Print'],
};
export const OCCASIONS: AttributeTemplate = {
  key: 'occasion',
  values: ['Freizeit', 'Business', 'Festlich', 'Urlaub'],
};
export const SUSTAINABLE: AttributeTemplate = {
  key: 'sustainability',
  values: ['Bio-Baumwolle', 'Recyceltes Material', 'Cotton made in Africa', 'Konventionell'],
};
export const CUT: AttributeTemplate = {
  key: 'brandCut',
  values: ['Regular Fit', 'Slim Fit', 'Comfort Fit', 'Straight Fit'],
};
export const WAIST: AttributeTemplate = {
  key: 'waistband',
  values: ['Gummibund', 'Bequembund', 'Knopfbund', 'Tunnelzug'],
};
export const TROUSER_FASTENER: AttributeTemplate = {
  key: 'fastener',
  values: ['Reißverschluss', 'Knopf', 'Schlupfform'],
};
