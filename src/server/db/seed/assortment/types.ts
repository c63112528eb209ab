import type { ProductTypeKey } from '@/lib/product-type';

/** Size systems of the shop; the seed picks the sizes of a product from its system. */
export type SizeSystemKey =
  | 'womenNumeric' // 36–54
  | 'largeSizes' // 44–58
  | 'letter' // S–XXL
  | 'cup' // 75A–95E
  | 'shoe' // 36–42
  | 'mattress' // 80x200 … 180x200
  | 'bedlinen' // 135x200, 155x220, …
  | 'towel' // 30x50, 50x100, 70x140, …
  | 'carpet' // 80x150 … 200x290
  | 'curtain' // 'H 145 x B 140', …
  | 'hosiery' // 36/38, 40/42, 44/46, 48/50
  | 'oneSize'; // 'Einheitsgröße'

/** An attribute the product type carries: a listing filter id of spec S3.5 and its German values. */
export interface AttributeTemplate {
  /** listing filter id, e.g. 'mainMaterial', 'sleeveStyle', 'neckline' */
  key: string;
  /** German values, e.g. ['Baumwolle', 'Viskose', 'Polyester'] */
  values: string[];
}

/** Everything the demo generator needs to invent plausible products of one type. */
export interface ProductTemplate {
  type: ProductTypeKey;
  /** German nouns for the product name, e.g. ['Shirtkleid', 'Jerseykleid', 'Midikleid'] */
  nouns: string[];
  /** German adjectives/prefixes used before the noun, e.g. ['Geblümtes', 'Elegantes'] — grammatically
   * fitting the nouns' gender is not required if the list is phrased neutrally, e.g. 'mit Knopfleiste'
   * suffixes may go into `suffixes` instead */
  suffixes: string[];
  /** 2–4 German description sentences; the generator combines some of them. May use {material}. */
  descriptionSentences: string[];
  sizeSystem: SizeSystemKey;
  /** price range in cents (regular price, before sale reductions) */
  priceCents: { min: number; max: number };
  attributes: AttributeTemplate[];
  /** how many colours a product of this type has at most (1–6) */
  maxColors: number;
  /** optional fields by type */
  heatDegree?: boolean; // jackets and coats
  energyEfficiency?: boolean; // electrical items: lamps, appliances
  forwardingAgent?: boolean; // bulky goods delivered by a forwarding agent (freight)
  disposalService?: boolean; // mattresses and slatted frames: disposal service bookable
  /** sales unit shown as a badge, e.g. '2er-Pack', '3-tlg.' */
  salesUnits?: string[];
  /** silhouette drawn by the image endpoint */
  silhouette: string;
}

/** A colour of the palette: German label, hex code and the searchColor filter choice id. */
export interface ColorTemplate {
  label: string; // 'Marine', 'Dunkelgrün', 'Rosé'
  code: string; // '#1f2a44'
  /** searchColor filter choice id (colour family): 'blau', 'gruen', 'rosa', 'natur', … */
  family: string;
  /** German family name used in the filter and in the headline adjective: 'Blau', 'Grün', 'Natur' */
  familyLabel: string;
}

/** A brand of the assortment; the in-house collection has sub-lines (parentId). */
export interface BrandTemplate {
  id: string;
  name: string;
  parentId?: string;
  /** product types this brand appears on */
  types: ProductTypeKey[] | 'fashion' | 'home' | 'all';
}
