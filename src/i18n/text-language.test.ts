import { describe, expect, it } from 'vitest';
import deAT from '../../messages/de-AT.json';
import deDE from '../../messages/de-DE.json';
import { SPEC_ENGLISH_KEYS, textLanguage } from './text-language';

const at = (messages: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe('the spec’s English texts in the de-AT shop', () => {
  it('names keys that exist and that de-AT shows in English where de-DE translates them', () => {
    for (const key of SPEC_ENGLISH_KEYS['de-AT']!) {
      expect(typeof at(deAT, key), key).toBe('string');
      expect(at(deAT, key), key).not.toBe(at(deDE, key));
      expect(at(deAT, key), key).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('marks them lang="en" in de-AT only', () => {
    expect(textLanguage('de-AT', 'skipLinks.mainContent')).toBe('en');
    expect(textLanguage('de-DE', 'skipLinks.mainContent')).toBeUndefined();
    expect(textLanguage('de-AT', 'header.searchLabel')).toBeUndefined();
  });
});
