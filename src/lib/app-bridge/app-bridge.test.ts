import { describe, expect, it } from 'vitest';
import { parseFromApp } from './app-bridge';

describe('messages from the app', () => {
  it('accepts settings with known consent groups, as object or JSON, necessary always in', () => {
    expect(parseFromApp({ type: 'settings', payload: { consentGroups: ['C0004', 'C0002'] } })).toEqual({
      type: 'settings',
      payload: { consentGroups: ['C0001', 'C0002', 'C0004'] },
    });
    expect(parseFromApp('{"type":"settings","payload":{"consentGroups":[]}}')).toEqual({
      type: 'settings',
      payload: { consentGroups: ['C0001'] },
    });
  });

  it('refuses anything else', () => {
    for (const raw of [
      null,
      42,
      'not json',
      { type: 'userInfo', payload: {} },
      { type: 'settings', payload: { consentGroups: ['C9999'] } },
      { type: 'settings', payload: { consentGroups: 'C0002' } },
      'x'.repeat(20_000),
    ])
      expect(parseFromApp(raw)).toBeNull();
  });
});
