import { describe, expect, it } from 'vitest';
import { sentences } from './sentences';

describe('the banner text in sentences', () => {
  it('splits at each sentence and keeps abbreviations and quotes together', () => {
    expect(
      sentences(
        'Wir verwenden Cookies. Notwendige brauchen wir, z. B. für den Warenkorb. Ändern Sie „Cookie-Einstellungen“ jederzeit.',
      ),
    ).toEqual([
      'Wir verwenden Cookies.',
      'Notwendige brauchen wir, z. B. für den Warenkorb.',
      'Ändern Sie „Cookie-Einstellungen“ jederzeit.',
    ]);
    expect(sentences('Nous utilisons des cookies. « Paramètres » vous permet de changer.')).toEqual([
      'Nous utilisons des cookies.',
      '« Paramètres » vous permet de changer.',
    ]);
  });
});
