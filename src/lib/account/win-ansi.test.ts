import { describe, expect, it } from 'vitest';
import { winAnsi } from './win-ansi';

describe('winAnsi', () => {
  it('keeps what the standard PDF fonts draw and writes other letters without their accent', () => {
    expect(winAnsi('Größe, Öljetter, été, Šál, 12\u00a0€')).toBe('Größe, Öljetter, été, Šál, 12 €');
    expect(winAnsi('Faktura č. 700000001 – Příliš žluťoučký kůň')).toBe(
      'Faktura c. 700000001 – Príliš žlutoucký kun',
    );
    expect(winAnsi('1\u202f249 Kč, \u2212 5')).toBe('1 249 Kc, - 5');
    expect(winAnsi('漢')).toBe('?');
  });
});
