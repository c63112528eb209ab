import { describe, expect, it } from 'vitest';
import { SHOPS } from '@/lib/shop/shops';
import { epcPayload, formatIban, isValidIban } from './epc-qr';

describe('EPC QR payload', () => {
  it('lists the EPC069-12 fields in their order', () => {
    expect(
      epcPayload({
        payee: 'Lindgard Versandhandel GmbH',
        iban: 'AT48 1200 0005 2847 1993',
        bic: 'BKAUATWW',
        amountCents: 12345,
        purpose: 'Rechnung 700000001 Kundennummer 123456',
      }),
    ).toBe(
      'BCD\n002\n1\nSCT\nBKAUATWW\nLindgard Versandhandel GmbH\nAT481200000528471993\nEUR123.45\n\n\nRechnung 700000001 Kundennummer 123456',
    );
  });

  it('writes cents exactly and refuses bad data', () => {
    const base = { payee: 'X', iban: SHOPS[1]!.bank.iban, bic: 'BKAUATWW', purpose: 'p' };
    expect(epcPayload({ ...base, amountCents: 5 }).split('\n')[7]).toBe('EUR0.05');
    expect(epcPayload({ ...base, amountCents: 100000 }).split('\n')[7]).toBe('EUR1000.00');
    expect(() => epcPayload({ ...base, amountCents: 0 })).toThrow();
    expect(() => epcPayload({ ...base, iban: 'AT481200000528471994', amountCents: 1 })).toThrow();
  });

  it('checks IBANs', () => {
    for (const shop of SHOPS) expect(isValidIban(shop.bank.iban), shop.code).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(formatIban('AT481200000528471993')).toBe('AT48 1200 0005 2847 1993');
  });
});
