import {
  SALUTATIONS,
  checkAddress,
  checkEmail,
  emptyAddress,
  type Salutation,
} from '@/lib/checkout/address-rules';

/**
 * Registration (customer-and-content S4 'register'): salutation, first and last name, e-mail,
 * password and an optional birth date. Names follow the address rules of S5; the password must have
 * at least PASSWORD_MIN_LENGTH characters (decision 0011: the spec's 5 is a hint, a shop needs 8).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export interface RegistrationInput {
  salutation: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** YYYY-MM-DD or empty */
  birthDate: string;
}

export type RegistrationField = 'salutation' | 'firstName' | 'lastName' | 'email' | 'password' | 'birthDate';

export interface RegistrationFieldError {
  field: RegistrationField;
  /** a key of `addressErrors` or `accountErrors` */
  key: string;
  values: Record<string, string | number>;
}

export interface Registration {
  salutation: Salutation;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  birthDate: string | null;
}

/** A calendar date YYYY-MM-DD that exists and lies between 1900-01-01 and today. */
export function parseBirthDate(raw: string, today: Date = new Date()): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  if (year < 1900 || date.getTime() > today.getTime()) return null;
  return match[0];
}

/** Full years between a birth date (YYYY-MM-DD) and a day. */
export function ageOn(birthDate: string, day: Date): number {
  const [year, month, date] = birthDate.split('-').map(Number) as [number, number, number];
  let age = day.getUTCFullYear() - year;
  const before =
    day.getUTCMonth() + 1 < month || (day.getUTCMonth() + 1 === month && day.getUTCDate() < date);
  if (before) age -= 1;
  return age;
}

/** Every rule the input breaks (at most one per field), or the normalised registration. */
export function checkRegistration(
  input: RegistrationInput,
  today: Date = new Date(),
): { errors: RegistrationFieldError[]; registration: Registration | null } {
  const address = checkAddress({
    ...emptyAddress(),
    // only the name rules apply here; the other address fields get placeholders that pass
    street: 'Registrierung',
    houseNumber: '1',
    zipCode: '1010',
    city: 'Wien',
    salutation: (SALUTATIONS as readonly string[]).includes(input.salutation)
      ? (input.salutation as Salutation)
      : '',
    firstName: input.firstName.normalize('NFC').trim().replace(/\s+/g, ' '),
    lastName: input.lastName.normalize('NFC').trim().replace(/\s+/g, ' '),
  });
  const errors: RegistrationFieldError[] = address.map((e) => ({
    field: e.field as RegistrationField,
    key: e.key,
    values: e.values,
  }));
  errors.push(
    ...checkEmail(input.email).map((e) => ({ field: 'email' as const, key: e.key, values: e.values })),
  );
  const password = checkPassword(input.password);
  if (password) errors.push(password);
  let birthDate: string | null = null;
  if (input.birthDate.trim()) {
    birthDate = parseBirthDate(input.birthDate, today);
    if (!birthDate) errors.push({ field: 'birthDate', key: 'birthDateInvalid', values: {} });
  }
  if (errors.length > 0) return { errors, registration: null };
  return {
    errors,
    registration: {
      salutation: input.salutation as Salutation,
      firstName: input.firstName.normalize('NFC').trim().replace(/\s+/g, ' '),
      lastName: input.lastName.normalize('NFC').trim().replace(/\s+/g, ' '),
      email: input.email.trim().toLowerCase(),
      password: input.password,
      birthDate,
    },
  };
}

/** The password rule, shared by registration and the password reset. */
export function checkPassword(password: string): RegistrationFieldError | null {
  if (!password) return { field: 'password', key: 'required', values: { field: 'password' } };
  // spaces inside a passphrase count; spaces at its ends (or a password of spaces only) do not
  if ([...password.trim()].length < PASSWORD_MIN_LENGTH)
    return { field: 'password', key: 'passwordTooShort', values: { min: PASSWORD_MIN_LENGTH } };
  if ([...password].length > PASSWORD_MAX_LENGTH)
    return { field: 'password', key: 'maxLength', values: { max: PASSWORD_MAX_LENGTH } };
  return null;
}
