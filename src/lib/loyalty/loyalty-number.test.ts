import { describe, expect, it } from 'vitest';
import { loyaltyPoints, maskedLoyaltyNumber, parseLoyaltyNumber } from './loyalty-number';

describe('loyalty numbers', () => {
  it('takes ten digits with a valid check digit, spaces and dashes dropped', () => {
    expect(parseLoyaltyNumber('7992739875')).toBe('7992739875');
    expect(parseLoyaltyNumber('799 273-9875')).toBe('7992739875');
  });

  it('refuses a wrong check digit, other lengths and anything else', () => {
    for (const raw of [
      '7992739871',
      '799273987',
      '79927398750',
      'abcdefghij',
      '',
      null,
      7992739875,
      'x'.repeat(50),
    ])
      expect(parseLoyaltyNumber(raw)).toBeNull();
  });

  it('shows the last four digits only', () => {
    expect(maskedLoyaltyNumber('7992739875')).toBe('•••• 9875');
  });

  it('earns points per whole unit of the goods value', () => {
    expect(loyaltyPoints(4999, 1)).toBe(49);
    expect(loyaltyPoints(5000, 2)).toBe(100);
    expect(loyaltyPoints(0, 1)).toBe(0);
  });
});
