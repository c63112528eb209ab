import { describe, expect, it } from 'vitest';
import { ageOn, checkPassword, checkRegistration, parseBirthDate } from './registration-rules';

const valid = {
  salutation: 'f',
  firstName: ' Anna ',
  lastName: 'Muster',
  email: 'Anna@Example.at',
  password: 'geheim123',
  birthDate: '',
};
const today = new Date(Date.UTC(2026, 10, 23));

describe('registration rules', () => {
  it('normalises a valid registration', () => {
    const { errors, registration } = checkRegistration(valid, today);
    expect(errors).toEqual([]);
    expect(registration).toEqual({
      salutation: 'f',
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'anna@example.at',
      password: 'geheim123',
      birthDate: null,
    });
  });

  it('takes a name typed with a combining accent as the letter it is (NFC)', () => {
    const { errors, registration } = checkRegistration({ ...valid, firstName: 'Zoe\u0308' }, today);
    expect(errors).toEqual([]);
    expect(registration!.firstName).toBe('Zoë');
  });

  it('names every broken field once, in form order', () => {
    const { errors, registration } = checkRegistration(
      {
        salutation: '',
        firstName: '',
        lastName: 'M1ller',
        email: 'x@',
        password: 'kurz',
        birthDate: '2026-02-30',
      },
      today,
    );
    expect(registration).toBeNull();
    expect(errors.map((e) => [e.field, e.key])).toEqual([
      ['salutation', 'salutation'],
      ['firstName', 'required'],
      ['email', 'emailInvalid'],
      ['password', 'passwordTooShort'],
      ['birthDate', 'birthDateInvalid'],
    ]);
    expect(errors[1]!.values).toEqual({ field: 'firstName' });
  });

  it('checks passwords and birth dates', () => {
    expect(checkPassword('')).toMatchObject({ key: 'required' });
    expect(checkPassword('1234567')).toMatchObject({ key: 'passwordTooShort', values: { min: 8 } });
    // eight spaces, or spaces around a short word, are not a password; a passphrase with spaces is
    expect(checkPassword('        ')).toMatchObject({ key: 'passwordTooShort' });
    expect(checkPassword('   abc    ')).toMatchObject({ key: 'passwordTooShort' });
    expect(checkPassword('mein altes haus')).toBeNull();
    expect(checkPassword('12345678')).toBeNull();
    expect(checkPassword('x'.repeat(129))).toMatchObject({ key: 'maxLength' });
    expect(parseBirthDate('2000-02-29', today)).toBe('2000-02-29');
    expect(parseBirthDate('2001-02-29', today)).toBeNull();
    expect(parseBirthDate('2027-01-01', today)).toBeNull();
    expect(parseBirthDate('1899-12-31', today)).toBeNull();
    expect(parseBirthDate('01.02.2000', today)).toBeNull();
  });

  it('counts full years', () => {
    expect(ageOn('2008-11-23', today)).toBe(18);
    expect(ageOn('2008-11-24', today)).toBe(17);
    expect(ageOn('2008-12-01', today)).toBe(17);
    expect(ageOn('1990-01-01', today)).toBe(36);
  });
});
