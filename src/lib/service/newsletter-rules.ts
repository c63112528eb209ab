import { ageOn, parseBirthDate } from '@/lib/auth/registration-rules';
import { RULES, SALUTATIONS, checkEmail } from '@/lib/checkout/address-rules';

/** Newsletter subscribers must be of age (customer-and-content S9). */
export const NEWSLETTER_MIN_AGE = 18;

export interface NewsletterInput {
  salutation: string;
  firstName: string;
  lastName: string;
  email: string;
  /** YYYY-MM-DD */
  birthDate: string;
}

export interface NewsletterFieldError {
  field: 'salutation' | 'firstName' | 'lastName' | 'email' | 'birthDate';
  key: string;
  values: Record<string, string | number>;
}

/**
 * The newsletter form's rules: an e-mail address ('Bitte geben Sie eine E-Mail-Adresse ein' when
 * empty), a valid birth date and an age of at least 18; salutation and names are optional.
 */
export function checkNewsletter(input: NewsletterInput, today: Date = new Date()): NewsletterFieldError[] {
  const errors: NewsletterFieldError[] = checkEmail(input.email).map((e) => ({
    field: 'email',
    key: e.key,
    values: e.values,
  }));
  if (input.salutation && !(SALUTATIONS as readonly string[]).includes(input.salutation))
    errors.push({ field: 'salutation', key: 'salutation', values: {} });
  // names as on an address (letters, spaces, - . / ' &): they are printed in the confirmation mail,
  // so a name cannot carry a line break, a link or other text to a stranger's mailbox
  for (const field of ['firstName', 'lastName'] as const) {
    const value = input[field].normalize('NFC').trim();
    if (!value) continue;
    if (!RULES[field].pattern.test(value)) errors.push({ field, key: 'characters', values: { field } });
    else if ([...value].length > 40) errors.push({ field, key: 'maxLength', values: { max: 40 } });
  }
  if (!input.birthDate.trim()) errors.push({ field: 'birthDate', key: 'requiredField', values: {} });
  else {
    const birthDate = parseBirthDate(input.birthDate, today);
    if (!birthDate) errors.push({ field: 'birthDate', key: 'birthDateInvalid', values: {} });
    else if (ageOn(birthDate, today) < NEWSLETTER_MIN_AGE)
      errors.push({ field: 'birthDate', key: 'NEWSLETTER_TOO_YOUNG', values: { age: NEWSLETTER_MIN_AGE } });
  }
  return errors;
}
