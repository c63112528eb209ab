import { checkEmail } from '@/lib/checkout/address-rules';
import { CUSTOMER_NUMBER } from '@/lib/auth/login-identifier';

/** The contact reasons of customer-and-content S3, in the select's order. */
export const CONTACT_REASONS = [
  'order',
  'deliveryInquiries',
  'purchaseOrderChange',
  'cancellation',
  'return',
  'fitGuarantee',
  'customerComplaint',
  'productSecurity',
  'invoiceAccountBalance',
  'voucher',
  'contactDataChange',
  'accountDeletion',
  'privacy',
  'contradiction',
  'requestCatalog',
  'unsubscribeCatalog',
  'requestNewsletter',
  'unsubscribeNewsletter',
  'accessibility',
  'others',
] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

export const CONTACT_MESSAGE_MAX = 2000;

export interface ContactInput {
  reason: string;
  customerNumber: string;
  email: string;
  message: string;
}

export type ContactField = keyof ContactInput;

export interface ContactFieldError {
  field: ContactField;
  /** a key of `serviceErrors` or `addressErrors` */
  key: string;
  values: Record<string, string | number>;
}

/**
 * The contact form's rules (customer-and-content S5): a reason, an e-mail address to answer to and a
 * message are required; the customer number is optional and has 6–8 digits when given.
 */
export function checkContact(input: ContactInput): ContactFieldError[] {
  const errors: ContactFieldError[] = [];
  if (!(CONTACT_REASONS as readonly string[]).includes(input.reason))
    errors.push({ field: 'reason', key: 'requiredField', values: {} });
  const number = input.customerNumber.trim();
  if (number && !CUSTOMER_NUMBER.test(number))
    errors.push({ field: 'customerNumber', key: 'customerNumber', values: {} });
  if (!input.email.trim()) errors.push({ field: 'email', key: 'requiredField', values: {} });
  else
    errors.push(
      ...checkEmail(input.email).map((e) => ({ field: 'email' as const, key: e.key, values: e.values })),
    );
  const message = input.message.trim();
  if (!message) errors.push({ field: 'message', key: 'requiredField', values: {} });
  else if (message.length > CONTACT_MESSAGE_MAX)
    errors.push({ field: 'message', key: 'maxLength', values: { max: CONTACT_MESSAGE_MAX } });
  return errors;
}

/** Whether the refusal is about missing fields ('Bitte füllen Sie alle Pflichtfelder aus.'). */
export const missesRequired = (errors: readonly { key: string }[]) =>
  errors.some((e) => e.key === 'requiredField' || e.key === 'required' || e.key === 'salutation');
