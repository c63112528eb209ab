/** Items of one bulk write at most (setPrices, setStock, adjustStock). */
export const MAX_BULK_ITEMS = 5_000;

/** An item of a bulk write that was not written, and why (the API's Refusal). */
export interface Refusal {
  index: number;
  key: string | null;
  field: string | null;
  code: string;
  message: string;
}

export interface BulkWriteResult {
  written: number;
  refused: Refusal[];
}

/** EAN-8, UPC-A, EAN-13 or GTIN-14 with a valid check digit. */
export function isValidEan(value: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop()!;
  // weights 3 and 1 alternate from the digit next to the check digit
  const sum = digits.reverse().reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** A refusal for an EAN that is malformed or has a wrong check digit; null when it is valid. */
export function eanRefusal(index: number, ean: string): Refusal | null {
  if (isValidEan(ean)) return null;
  return {
    index,
    key: ean.slice(0, 40),
    field: 'ean',
    code: 'INVALID_EAN',
    message: 'An EAN has 8, 12, 13 or 14 digits with a valid check digit.',
  };
}

/** The refusal of an item whose EAN no size has. */
export function unknownEan(index: number, ean: string): Refusal {
  return { index, key: ean, field: 'ean', code: 'UNKNOWN_EAN', message: `No size has the EAN ${ean}.` };
}
