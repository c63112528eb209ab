import { describe, expect, it } from 'vitest';
import { deviceTypeOf } from './device-type';
import { selectTargetedEntry, triggerHolds, type TargetingVisitor } from './select-targeted-entry';

const anonymous: TargetingVisitor = {
  campaignTrigger: null,
  user: { loggedIn: false, newsletterRecipient: false, shippingCostsFlat: false },
  deviceType: 'desktop',
  app: false,
  variationKey: null,
};

const plain = { id: 'plain', trigger: null };
const loggedIn = { id: 'logged-in', trigger: { id: 't1', loginState: 'loggedIn' as const } };
const campaign = { id: 'campaign', trigger: { id: 't2', campaignTrigger: 'SOMMER' } };
const phones = { id: 'phones', trigger: { id: 't3', deviceType: ['smartphone' as const] } };

describe('content targeting selection (customer-and-content S4)', () => {
  it('shows the untriggered entry when no trigger holds', () => {
    expect(selectTargetedEntry([loggedIn, campaign, plain], anonymous)?.id).toBe('plain');
  });

  it('prefers a matching campaign trigger over other triggered entries', () => {
    const visitor = { ...anonymous, campaignTrigger: 'SOMMER', deviceType: 'smartphone' as const };
    expect(selectTargetedEntry([phones, plain, campaign], visitor)?.id).toBe('campaign');
  });

  it('takes a triggered entry whose conditions hold before the untriggered one', () => {
    const visitor = { ...anonymous, user: { ...anonymous.user!, loggedIn: true } };
    expect(selectTargetedEntry([plain, loggedIn], visitor)?.id).toBe('logged-in');
  });

  it('proceeds without user data when it cannot be loaded', () => {
    const visitor = { ...anonymous, user: null, deviceType: 'smartphone' as const };
    expect(selectTargetedEntry([loggedIn, plain], visitor)?.id).toBe('plain');
    expect(selectTargetedEntry([loggedIn, phones, plain], visitor)?.id).toBe('phones');
  });

  it('lets a preview choose an entry or a trigger', () => {
    expect(selectTargetedEntry([plain, loggedIn], anonymous, { entryId: 'logged-in' })?.id).toBe('logged-in');
    expect(selectTargetedEntry([plain, campaign], anonymous, { selectedTrigger: 't2' })?.id).toBe('campaign');
    expect(selectTargetedEntry([plain, campaign], anonymous, { selectedTrigger: 'nope' })?.id).toBe('plain');
    // the editor's own device does not decide what a selected trigger shows
    const editorOnPhone = { ...anonymous, deviceType: 'smartphone' as const };
    expect(selectTargetedEntry([phones, plain], editorOnPhone, { selectedTrigger: 't2' })?.id).toBe('plain');
  });

  it('answers null when nothing matches and no entry is untriggered', () => {
    expect(selectTargetedEntry([loggedIn], anonymous)).toBeNull();
  });

  it('compares the A/B variation key upper-cased and the app condition both ways', () => {
    const trigger = { id: 'x', optimizelyTrigger: 'Variant_B', app: 'exceptApp' as const };
    expect(triggerHolds(trigger, { ...anonymous, variationKey: 'variant_b' })).toBe(true);
    expect(triggerHolds(trigger, { ...anonymous, variationKey: 'variant_b', app: true })).toBe(false);
    expect(triggerHolds(trigger, { ...anonymous, variationKey: 'A' })).toBe(false);
    expect(triggerHolds({ id: 'y', app: 'onlyApp' }, anonymous)).toBe(false);
  });

  it('checks newsletter and flat-rate conditions against the user', () => {
    const flat = { id: 'f', customerHasShippingCostsFlat: true, customerIsNewsletterRecipient: false };
    expect(triggerHolds(flat, anonymous)).toBe(false);
    expect(triggerHolds(flat, { ...anonymous, user: { ...anonymous.user!, shippingCostsFlat: true } })).toBe(
      true,
    );
  });
});

describe('device type from the User-Agent', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(
      deviceTypeOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      ),
    ).toBe('smartphone');
    expect(
      deviceTypeOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari'),
    ).toBe('smartphone');
    expect(deviceTypeOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe('tablet');
    expect(
      deviceTypeOf('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/126 Safari'),
    ).toBe('tablet');
    expect(deviceTypeOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/126 Safari/537.36')).toBe('desktop');
    expect(deviceTypeOf(null)).toBe('other');
    expect(deviceTypeOf('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      'other',
    );
    expect(
      deviceTypeOf('Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 Chrome/76 TV Safari/537.36'),
    ).toBe('other');
    expect(deviceTypeOf('curl/8.5.0')).toBe('other');
  });
});
