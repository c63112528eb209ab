/**
 * The address rules of spec customer-and-content S5, shared by the checkout, the catalogue order and
 * the newsletter forms; the browser and the server run the same checks. Messages are keys of the
 * `addressErrors` namespace with their values, so every client shows the spec's German text.
 */

export type Salutation = 'f' | 'm' | 'd';
export const SALUTATIONS: readonly Salutation[] = ['f', 'm', 'd'];

export interface Address {
  salutation: Salutation | '';
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  /** address addition, e.g. 'Top 4' */
  additional: string;
  zipCode: string;
  city: string;
}

export type AddressField = keyof Address;
export type AddressErrorKey =
  | 'required'
  | 'minLength'
  | 'maxLength'
  | 'characters'
  | 'zipCode'
  | 'zipCodeFormat'
  | 'salutation'
  | 'emailMissing'
  | 'emailInvalid';

export interface FieldError {
  field: AddressField | 'email';
  key: AddressErrorKey;
  values: Record<string, string | number>;
}

interface TextRule {
  required: boolean;
  min: number;
  max: number;
  /** the characters allowed besides letters (and digits where `digits`) */
  pattern: RegExp;
}

// Letters are any Unicode letters (umlauts, accents); the punctuation sets are the spec's.
export const RULES: Record<Exclude<AddressField, 'salutation'>, TextRule> = {
  firstName: { required: true, min: 2, max: 40, pattern: /^[\p{L}\-./'& ]*$/u },
  lastName: { required: true, min: 2, max: 40, pattern: /^[\p{L}\p{Nd}\-./'& ]*$/u },
  street: { required: true, min: 3, max: 60, pattern: /^[\p{L}\p{Nd}\-./'&, ]*$/u },
  houseNumber: { required: true, min: 1, max: 15, pattern: /^[\p{L}\p{Nd}\-./':()`^ ]*$/u },
  additional: { required: false, min: 0, max: 40, pattern: /^[\p{L}\p{Nd}\-./':()`^ ]*$/u },
  zipCode: { required: true, min: 3, max: 10, pattern: /^\d*$/ },
  city: { required: true, min: 2, max: 40, pattern: /^[\p{L}\p{Nd}\-./':()`^ ]*$/u },
};

/**
 * Problems name their field by its key (`values.field`, e.g. 'firstName'); the text shows the
 * field's name in the shop's language (messages `addressFieldNames`): 'Vorname ist ein Pflichtfeld'.
 */
export function withFieldName(
  values: Record<string, string | number>,
  nameOf: (field: string) => string,
): Record<string, string | number> {
  return typeof values.field === 'string' ? { ...values, field: nameOf(values.field) } : values;
}

/** A part of the mailbox name: letters and digits of any script, and the punctuation RFC 5322 allows. */
const ATOM = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
/** A domain label: letters and digits of any script, hyphens inside. */
const LABEL = '[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}])?';
/**
 * A plain address and nothing else: `name@domain.tld`. No display name (`Anna <a@b.at>`), quoted
 * or commented mailbox names, address literals (`a@[127.0.0.1]`) or invisible characters, which a
 * mail library would read as another spelling of some address (and every limit per recipient with
 * it); a top-level domain of two letters or more. A domain is written as people write it
 * (`müller.at`), not in its encoded form (`xn--mller-kva.at`): one mailbox, one spelling.
 */
const EMAIL = new RegExp(
  `^${ATOM}(?:\\.${ATOM})*@(?!(?:[^@]*\\.)?xn--)(?:${LABEL}\\.)+\\p{L}[\\p{L}\\p{M}]+$`,
  'iu',
);

/** Trims every field (what the shop stores) and drops unknown keys. */
export function normaliseAddress(input: Partial<Record<AddressField, unknown>>): Address {
  // composed (NFC): 'Zoë' typed as e and a combining diaeresis is the letter ë
  const text = (v: unknown) => (typeof v === 'string' ? v.normalize('NFC').trim().replace(/\s+/g, ' ') : '');
  const salutation = text(input.salutation);
  return {
    salutation: (SALUTATIONS as readonly string[]).includes(salutation) ? (salutation as Salutation) : '',
    firstName: text(input.firstName),
    lastName: text(input.lastName),
    street: text(input.street),
    houseNumber: text(input.houseNumber),
    additional: text(input.additional),
    zipCode: text(input.zipCode),
    city: text(input.city),
  };
}

/** A country's postcode format (the shop's); without one the spec's rule holds: 3 digits or more. */
export interface PostcodeRule {
  pattern: string;
  example: string;
}

/** Every rule broken by an address, at most one per field, in the form's order. */
export function checkAddress(address: Address, postcode: PostcodeRule | null = null): FieldError[] {
  const errors: FieldError[] = [];
  if (!address.salutation) errors.push({ field: 'salutation', key: 'salutation', values: {} });
  for (const [field, rule] of Object.entries(RULES) as [keyof typeof RULES, TextRule][]) {
    const value = address[field];
    const name = field;
    if (!value) {
      if (rule.required) errors.push({ field, key: 'required', values: { field: name } });
    } else if (field === 'zipCode' && postcode) {
      if (!new RegExp(postcode.pattern).test(value))
        errors.push({ field, key: 'zipCodeFormat', values: { example: postcode.example } });
    } else if (field === 'zipCode' && !rule.pattern.test(value)) {
      errors.push({ field, key: 'zipCode', values: {} });
    } else if (!rule.pattern.test(value)) {
      errors.push({ field, key: 'characters', values: { field: name } });
    } else if ([...value].length < rule.min) {
      errors.push({ field, key: 'minLength', values: { min: rule.min } });
    } else if ([...value].length > rule.max) {
      errors.push({ field, key: 'maxLength', values: { max: rule.max } });
    }
  }
  return errors;
}

/** The e-mail rule: empty gives 'Bitte geben Sie eine E-Mail-Adresse ein', malformed the check text. */
export function checkEmail(email: string): FieldError[] {
  const value = email.trim();
  if (!value) return [{ field: 'email', key: 'emailMissing', values: {} }];
  if (value.length > 254 || value.indexOf('@') > 64 || !EMAIL.test(value))
    return [{ field: 'email', key: 'emailInvalid', values: {} }];
  return [];
}

export const emptyAddress = (): Address => ({
  salutation: '',
  firstName: '',
  lastName: '',
  street: '',
  houseNumber: '',
  additional: '',
  zipCode: '',
  city: '',
});
