import { describe, expect, it } from 'vitest';
import { sentenceBlocks } from './consent-dialogs';

describe('the banner text in sentence blocks', () => {
  it('puts each sentence in its own block, escaped, and keeps abbreviations and quotes together', () => {
    expect(
      sentenceBlocks(
        'Wir verwenden Cookies. Notwendige brauchen wir, z. B. für den Warenkorb. Ändern Sie „Cookie-Einstellungen“ <jederzeit>.',
      ),
    ).toBe(
      '<span class="cm__desc-part">Wir verwenden Cookies.</span> ' +
        '<span class="cm__desc-part">Notwendige brauchen wir, z. B. für den Warenkorb.</span> ' +
        '<span class="cm__desc-part">Ändern Sie „Cookie-Einstellungen“ &#60;jederzeit&#62;.</span>',
    );
    expect(sentenceBlocks('Nous utilisons des cookies. « Paramètres » vous permet de changer.')).toBe(
      '<span class="cm__desc-part">Nous utilisons des cookies.</span> <span class="cm__desc-part">« Paramètres » vous permet de changer.</span>',
    );
  });
});
