import {
  checkAddress,
  checkEmail,
  type Address,
  type FieldError,
  type PostcodeRule,
} from '@/lib/checkout/address-rules';

/** The printed catalogues a visitor can order (free of charge). */
export const CATALOGUES = ['fashion', 'home', 'lingerie'] as const;
export type Catalogue = (typeof CATALOGUES)[number];

export interface CatalogueOrderInput {
  address: Address;
  /** optional: to tell the visitor when the catalogue is on its way */
  email: string;
  catalogues: string[];
}

export interface CatalogueError {
  field: FieldError['field'] | 'catalogues';
  key: string;
  values: Record<string, string | number>;
}

/** The catalogue form's rules: the address rules of customer-and-content S5 and at least one catalogue. */
export function checkCatalogueOrder(
  input: CatalogueOrderInput,
  postcode: PostcodeRule | null = null,
): CatalogueError[] {
  const errors: CatalogueError[] = [...checkAddress(input.address, postcode)];
  if (input.email.trim()) errors.push(...checkEmail(input.email));
  const chosen = input.catalogues.filter((c) => (CATALOGUES as readonly string[]).includes(c));
  if (chosen.length === 0 || chosen.length !== input.catalogues.length)
    errors.push({ field: 'catalogues', key: 'NO_CATALOG_SELECTED', values: {} });
  return errors;
}
