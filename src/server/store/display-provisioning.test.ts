import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetDisplaySession } from './reset-display-session';
import { displayToken, isDisplayKey, isProvisionedDisplay } from './display-provisioning';
import { setUpDisplay } from './set-up-display';

const KEY = 'display-key-for-tests-0123456789';
const ORIGIN = 'http://lindgard-at.localhost:3000';

describe('in-store display set-up', () => {
  beforeEach(() => {
    process.env.STORE_DISPLAY_KEY = KEY;
  });
  afterEach(() => {
    delete process.env.STORE_DISPLAY_KEY;
  });

  it('takes only the operator key, and without a key configured nothing', () => {
    expect(isDisplayKey(KEY)).toBe(true);
    expect(isDisplayKey(`${KEY}x`)).toBe(false);
    expect(isDisplayKey(null)).toBe(false);
    delete process.env.STORE_DISPLAY_KEY;
    expect(isDisplayKey(KEY)).toBe(false);
    expect(displayToken('lindgard-at')).toBeNull();
  });

  it("marks a display per shop: one shop's mark is no other's", () => {
    const token = displayToken('lindgard-at')!;
    expect(isProvisionedDisplay('lindgard-at', 'lindgard-at.localhost:3000', token)).toBe(true);
    expect(isProvisionedDisplay('lindgard-de', 'lindgard-de.localhost:3000', token)).toBe(false);
    expect(isProvisionedDisplay('lindgard-at', 'lindgard-at.localhost:3000', `${token}x`)).toBe(false);
    expect(isProvisionedDisplay('lindgard-at', 'lindgard-at.localhost:3000', null)).toBe(false);
  });

  it('sets the mark with the right key and opens the start page; a wrong key changes nothing', () => {
    const ok = setUpDisplay(new Request(`${ORIGIN}/api/store/display?key=${KEY}`));
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/?store=1');
    expect(ok.headers.get('set-cookie')).toMatch(/^shop_display=[\w-]+; Path=\/; Max-Age=31536000; HttpOnly/);
    const wrong = setUpDisplay(new Request(`${ORIGIN}/api/store/display?key=guess`));
    expect(wrong.status).toBe(403);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it("lets only a set-up display of the shop's own pages forget its shopper", () => {
    const reset = (cookie: string | null, origin = ORIGIN) =>
      resetDisplaySession(
        new Request(`${ORIGIN}/api/store/reset`, {
          method: 'POST',
          headers: { origin, ...(cookie ? { cookie } : {}) },
        }),
      );
    expect(reset(null).status).toBe(403);
    expect(reset(`shop_display=${displayToken('lindgard-at')}`, 'https://evil.example').status).toBe(403);
    const answer = reset(`shop_session=abc; shop_display=${displayToken('lindgard-at')}`);
    expect(answer.status).toBe(200);
    const cleared = answer.headers.getSetCookie().map((c) => c.split('=', 1)[0]);
    expect(cleared).toContain('shop_session');
    expect(cleared).toContain('shop_consent');
    expect(cleared).not.toContain('shop_display');
  });
});
