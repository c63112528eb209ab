import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import messages from '../../../messages/de-AT.json';
import { checkAddress, checkEmail, normaliseAddress, withFieldName, type Address } from './address-rules';

const t = createTranslator({ locale: 'de-AT', messages, namespace: 'addressErrors' });
const valid: Address = {
  salutation: 'f',
  firstName: 'Anna-Lena',
  lastName: "O'Brien 2",
  street: 'Mariahilfer Straße, Hof',
  houseNumber: '12/3',
  additional: 'Top 4 (Hof)',
  zipCode: '1070',
  city: 'Wien',
};
const texts = (address: Partial<Address>) =>
  Object.fromEntries(
    checkAddress({ ...valid, ...address }).map((e) => [
      e.field,
      t(
        e.key,
        withFieldName(e.values, (f) => (messages.addressFieldNames as Record<string, string>)[f]!),
      ),
    ]),
  );

describe('address rules (customer-and-content S5)', () => {
  it('accepts a valid Austrian address with umlauts and the allowed punctuation', () => {
    expect(checkAddress(valid)).toEqual([]);
    expect(checkAddress({ ...valid, firstName: 'Zoë Müller', city: 'Sankt Pölten' })).toEqual([]);
  });

  it('names each missing required field in the German text', () => {
    expect(
      texts({ firstName: '', lastName: '', street: '', houseNumber: '', zipCode: '', city: '' }),
    ).toEqual({
      firstName: 'Vorname ist ein Pflichtfeld',
      lastName: 'Nachname ist ein Pflichtfeld',
      street: 'Straße ist ein Pflichtfeld',
      houseNumber: 'Hausnummer ist ein Pflichtfeld',
      zipCode: 'PLZ ist ein Pflichtfeld',
      city: 'Ort ist ein Pflichtfeld',
    });
    expect(texts({ additional: '' })).toEqual({});
  });

  it('requires a salutation', () => {
    expect(texts({ salutation: '' })).toEqual({ salutation: 'Bitte wählen Sie eine Anrede aus' });
  });

  it('enforces minimum lengths with the spec text', () => {
    expect(texts({ firstName: 'A', zipCode: '12' })).toEqual({
      firstName: 'Bitte geben Sie min 2 Zeichen ein',
      zipCode: 'Bitte geben Sie min 3 Zeichen ein',
    });
  });

  it('allows digits in the last name but not in the first name', () => {
    expect(texts({ firstName: 'Anna2' })).toEqual({ firstName: 'Vorname enthält ungültige Zeichen' });
    expect(texts({ lastName: 'Meier 2' })).toEqual({});
  });

  it('allows a comma in the street only, and the house-number set elsewhere', () => {
    expect(texts({ houseNumber: '1,2' })).toEqual({ houseNumber: 'Hausnummer enthält ungültige Zeichen' });
    expect(texts({ houseNumber: "3a/1-2:(b)`^'." })).toEqual({});
    expect(texts({ city: 'Wien; Graz' })).toEqual({ city: 'Ort enthält ungültige Zeichen' });
  });

  it('wants digits only in the zip code', () => {
    expect(texts({ zipCode: 'A-1070' })).toEqual({ zipCode: 'Die PLZ besteht aus mindestens 3 Ziffern' });
  });

  it('normalises whitespace and refuses unknown salutations', () => {
    const a = normaliseAddress({ salutation: 'x', firstName: '  Anna   Maria ', city: 42 });
    expect(a.salutation).toBe('');
    expect(a.firstName).toBe('Anna Maria');
    expect(a.city).toBe('');
  });

  it('checks the e-mail address', () => {
    const text = (email: string) => checkEmail(email).map((e) => t(e.key, e.values));
    expect(text('')).toEqual(['Bitte geben Sie eine E-Mail-Adresse ein']);
    expect(text('anna@')).toEqual(['Bitte überprüfen Sie Ihre E-Mail-Adresse']);
    expect(text('anna @example.at')).toEqual(['Bitte überprüfen Sie Ihre E-Mail-Adresse']);
    expect(text('anna.muster@example.co.at')).toEqual([]);
  });

  it('takes plain addresses only: a mail library reads the other spellings as some address', () => {
    const accepted = (email: string) => checkEmail(email).length === 0;
    for (const email of ["o'brien+shop@example.at", 'jürgen@müller.at', 'a_b-c.d@sub-domain.example.com'])
      expect(accepted(email), email).toBe(true);
    for (const email of [
      'A<victim@example.org>',
      '"victim"@example.org',
      'victim(x)@example.org',
      'g:victim@example.org;',
      'victim@[127.0.0.1]',
      'vic\u200btim@example.org',
      'a\u202eb@example.com',
      'a@b.c',
      'a..b@example.at',
      '.a@example.at',
      'a@-example.at',
      'a,b@example.at',
      'x@xn--mller-kva.at',
      'x@sub.xn--mller-kva.at',
      `${'a'.repeat(65)}@example.at`,
    ])
      expect(accepted(email), email).toBe(false);
  });

  it('composes names typed with combining marks (NFC)', () => {
    const address = normaliseAddress({ ...valid, firstName: 'Zoe\u0308' });
    expect(address.firstName).toBe('Zoë');
    expect(checkAddress(address)).toEqual([]);
  });
});

describe('postcodes of the shop country', () => {
  it("keeps the spec's rule without a country rule and checks the country's format with one", () => {
    expect(checkAddress({ ...valid, zipCode: '123' })).toEqual([]);
    const nl = { pattern: '^\\d{4} ?[A-Za-z]{2}$', example: '1012 AB' };
    expect(checkAddress({ ...valid, zipCode: '1012 AB' }, nl)).toEqual([]);
    expect(checkAddress({ ...valid, zipCode: '1012' }, nl)).toEqual([
      { field: 'zipCode', key: 'zipCodeFormat', values: { example: '1012 AB' } },
    ]);
    const cz = { pattern: '^\\d{3} ?\\d{2}$', example: '110 00' };
    expect(checkAddress({ ...valid, zipCode: '110 00' }, cz)).toEqual([]);
  });
});
