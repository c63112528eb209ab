import { describe, expect, it } from 'vitest';
import { snippetParagraphs } from './snippet-text';

describe('text snippet paragraphs', () => {
  it('fills in the shop’s amounts and splits at blank lines', () => {
    expect(
      snippetParagraphs(
        'Ab {freeShippingFrom} versandkostenfrei.\n\n  Sonst {shipping}.\n \nRücksendung gratis.',
        {
          freeShippingFrom: '75,– €',
          shipping: '5,95 €',
        },
      ),
    ).toEqual(['Ab 75,– € versandkostenfrei.', 'Sonst 5,95 €.', 'Rücksendung gratis.']);
  });

  it('leaves an unknown placeholder as written', () => {
    expect(snippetParagraphs('Preis {unknown}', {})).toEqual(['Preis {unknown}']);
  });
});
