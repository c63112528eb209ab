import { describe, expect, it } from 'vitest';
import { consentAction, currentConsent, readConsentCookie } from './consent-cookie';

const cookie = (value: Record<string, unknown>) =>
  `a=1; shop_consent=${encodeURIComponent(JSON.stringify({ consentId: 'c1a2', ...value }))}; b=2`;

describe('the consent cookie', () => {
  it('reads the accepted groups and the banner version, the necessary group always granted', () => {
    const state = readConsentCookie(cookie({ categories: ['C0002', 'C0004'], revision: 7 }));
    expect([...state!.groups].sort()).toEqual(['C0001', 'C0002', 'C0004']);
    expect(state!.revision).toBe(7);
  });

  it('ignores unknown groups and answers null for anything that is not a choice', () => {
    expect([...readConsentCookie(cookie({ categories: ['C0009', 42], revision: 1 }))!.groups]).toEqual([
      'C0001',
    ]);
    expect(readConsentCookie('shop_consent=%7Bnot-json')).toBeNull();
    expect(readConsentCookie('shop_consent=%E0%A4%A')).toBeNull();
    expect(readConsentCookie(cookie({ categories: 'C0002', revision: 1 }))).toBeNull();
    expect(readConsentCookie(cookie({ categories: [] }))).toBeNull();
    expect(readConsentCookie('other=1')).toBeNull();
    expect(readConsentCookie(cookie({ categories: ['C0002'], revision: 1, consentId: '' }))).toBeNull();
  });

  it('counts a choice only on the current banner version', () => {
    expect(currentConsent(cookie({ categories: ['C0002'], revision: 3 }), 3)).not.toBeNull();
    expect(currentConsent(cookie({ categories: ['C0002'], revision: 3 }), 4)).toBeNull();
  });

  it('names the choice as the banner does', () => {
    expect(consentAction(new Set(['C0001', 'C0002', 'C0003', 'C0004', 'C0005']))).toBe('optIn');
    expect(consentAction(new Set(['C0001']))).toBe('optOut');
    expect(consentAction(new Set(['C0001', 'C0004']))).toBe('selection');
  });
});
