/**
 * The login identifier of customer-and-content S4: a customer number (6–8 digits) or an e-mail
 * address. Anything else is refused before any lookup.
 */
export type LoginIdentifier = { kind: 'customerNumber'; value: string } | { kind: 'email'; value: string };

export const CUSTOMER_NUMBER = /^\d{6,8}$/;

/** The identifier in its stored form (e-mail lower-cased), or null when it is neither kind. */
export function parseLoginIdentifier(raw: string): LoginIdentifier | null {
  const value = raw.trim();
  if (/^\d+$/.test(value)) return CUSTOMER_NUMBER.test(value) ? { kind: 'customerNumber', value } : null;
  if (value.length > 254 || !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value)) return null;
  return { kind: 'email', value: value.toLowerCase() };
}

/** Whether a customer-number field holds 6 to 8 digits ('Die Kundennummer besteht aus 6 - 8 Zahlen.'). */
export function isCustomerNumber(raw: string): boolean {
  return CUSTOMER_NUMBER.test(raw.trim());
}
