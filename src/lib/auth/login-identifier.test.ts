import { describe, expect, it } from 'vitest';
import { isCustomerNumber, parseLoginIdentifier } from './login-identifier';

describe('login identifier', () => {
  it('takes customer numbers of 6 to 8 digits only', () => {
    expect(parseLoginIdentifier(' 123456 ')).toEqual({ kind: 'customerNumber', value: '123456' });
    expect(parseLoginIdentifier('12345678')).toEqual({ kind: 'customerNumber', value: '12345678' });
    expect(parseLoginIdentifier('12345')).toBeNull();
    expect(parseLoginIdentifier('123456789')).toBeNull();
    expect(isCustomerNumber('1234567')).toBe(true);
    expect(isCustomerNumber('12345')).toBe(false);
    expect(isCustomerNumber('123456789')).toBe(false);
    expect(isCustomerNumber('12a456')).toBe(false);
  });

  it('takes an e-mail address, lower-cased', () => {
    expect(parseLoginIdentifier('Anna.Muster@Example.AT')).toEqual({
      kind: 'email',
      value: 'anna.muster@example.at',
    });
    expect(parseLoginIdentifier('anna@localhost')).toBeNull();
    expect(parseLoginIdentifier('')).toBeNull();
    expect(parseLoginIdentifier('a b@example.at')).toBeNull();
  });
});
