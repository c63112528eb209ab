/**
 * Display number (article number) = 6-digit product/dimension id + 3-digit promotion number
 * (spec storefront S3.1).
 */
export interface DisplayNumberParts {
  productId: string;
  promotion: string;
}

export function toDisplayNumber(productId: string, promotion: string): string {
  return `${productId}${promotion}`;
}

/** Splits a 9-digit display number; spaces and dots that shoppers type are ignored. Null when invalid. */
export function parseDisplayNumber(input: string): DisplayNumberParts | null {
  const digits = input.replace(/[\s.]/g, '');
  if (!/^\d{9}$/.test(digits)) return null;
  return { productId: digits.slice(0, 6), promotion: digits.slice(6) };
}

/** A 6-digit product id as shoppers type it (article number without promotion). */
export function isProductId(input: string): boolean {
  return /^\d{6}$/.test(input);
}
