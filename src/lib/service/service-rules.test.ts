import { describe, expect, it } from 'vitest';
import { emptyAddress } from '@/lib/checkout/address-rules';
import { checkCatalogueOrder } from './catalogue-rules';
import { CONTACT_REASONS, checkContact } from './contact-rules';
import { checkNewsletter } from './newsletter-rules';

const today = new Date(Date.UTC(2026, 10, 23));

describe('contact form rules', () => {
  it('has the 20 reasons of the spec', () => {
    expect(CONTACT_REASONS).toHaveLength(20);
    expect(new Set(CONTACT_REASONS).size).toBe(20);
  });

  it('requires reason, e-mail and message; a customer number has 6 to 8 digits', () => {
    const ok = { reason: 'order', customerNumber: '', email: 'a@example.at', message: 'Hallo' };
    expect(checkContact(ok)).toEqual([]);
    expect(checkContact({ ...ok, customerNumber: '1234567' })).toEqual([]);
    for (const number of ['12345', '123456789', '12a456'])
      expect(checkContact({ ...ok, customerNumber: number })).toEqual([
        { field: 'customerNumber', key: 'customerNumber', values: {} },
      ]);
    expect(
      checkContact({ reason: '', customerNumber: '', email: '', message: ' ' }).map((e) => e.field),
    ).toEqual(['reason', 'email', 'message']);
  });
});

describe('catalogue form rules', () => {
  it('needs a valid address and at least one known catalogue', () => {
    const address = {
      ...emptyAddress(),
      salutation: 'f' as const,
      firstName: 'Anna',
      lastName: 'Muster',
      street: 'Herrengasse',
      houseNumber: '5',
      zipCode: '8010',
      city: 'Graz',
    };
    expect(checkCatalogueOrder({ address, email: '', catalogues: ['fashion'] })).toEqual([]);
    expect(checkCatalogueOrder({ address, email: '', catalogues: [] })).toEqual([
      { field: 'catalogues', key: 'NO_CATALOG_SELECTED', values: {} },
    ]);
    expect(checkCatalogueOrder({ address, email: '', catalogues: ['x'] })[0]!.key).toBe(
      'NO_CATALOG_SELECTED',
    );
    expect(
      checkCatalogueOrder({ address: emptyAddress(), email: 'x', catalogues: ['home'] }).length,
    ).toBeGreaterThan(5);
  });
});

describe('newsletter rules', () => {
  const ok = { salutation: '', firstName: '', lastName: '', email: 'a@example.at', birthDate: '2008-11-23' };
  it('accepts an 18-year-old and refuses a 17-year-old', () => {
    expect(checkNewsletter(ok, today)).toEqual([]);
    expect(checkNewsletter({ ...ok, firstName: 'Zoe\u0308' }, today)).toEqual([]);
    expect(checkNewsletter({ ...ok, birthDate: '2008-11-24' }, today)).toEqual([
      { field: 'birthDate', key: 'NEWSLETTER_TOO_YOUNG', values: { age: 18 } },
    ]);
  });

  it('asks for an e-mail address and a valid birth date', () => {
    expect(checkNewsletter({ ...ok, email: '', birthDate: '' }, today).map((e) => e.key)).toEqual([
      'emailMissing',
      'requiredField',
    ]);
    expect(checkNewsletter({ ...ok, birthDate: '2001-02-29' }, today)[0]!.key).toBe('birthDateInvalid');
  });

  it('takes names as on an address: no line breaks, links or other text for the confirmation mail', () => {
    expect(checkNewsletter({ ...ok, firstName: 'Anne-Marie', lastName: "O'Neill" }, today)).toEqual([]);
    expect(checkNewsletter({ ...ok, firstName: '\nWIN: evil.example/', lastName: 'prize' }, today)).toEqual([
      { field: 'firstName', key: 'characters', values: { field: 'firstName' } },
    ]);
    expect(checkNewsletter({ ...ok, lastName: 'x'.repeat(41) }, today)[0]!.key).toBe('maxLength');
  });
});
