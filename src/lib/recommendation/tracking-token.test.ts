import { describe, expect, it } from 'vitest';
import { formatTrackingToken, parseTrackingToken } from './tracking-token';
import { isRecoSessionId, newRecoSessionId } from './reco-session';

describe('recommendation tracking strings and session ids', () => {
  it('splits on | into service, outputElementID, group, campaign and campaignElement', () => {
    expect(parseTrackingToken('lindgard|similar|pdp|coViewed|123456')).toEqual({
      service: 'lindgard',
      outputElementID: 'similar',
      group: 'pdp',
      campaign: 'coViewed',
      campaignElement: '123456',
    });
    expect(parseTrackingToken('only|two')).toMatchObject({ group: '', campaignElement: '' });
  });

  it('formats what it parses and keeps a | out of the parts', () => {
    const token = { service: 's', outputElementID: 'o', group: 'g|x', campaign: 'c', campaignElement: 'e' };
    expect(formatTrackingToken(token)).toBe('s|o|gx|c|e');
    expect(parseTrackingToken(formatTrackingToken(token)).campaign).toBe('c');
  });

  it('accepts exactly 21 URL-safe characters as a session id and makes new ones of that kind', () => {
    expect(isRecoSessionId('V1StGXR8_Z5jdHi6B-myT')).toBe(true);
    expect(isRecoSessionId('V1StGXR8_Z5jdHi6B-my')).toBe(false);
    expect(isRecoSessionId('V1StGXR8_Z5jdHi6B-myT1')).toBe(false);
    expect(isRecoSessionId('V1StGXR8 Z5jdHi6B-myT')).toBe(false);
    const id = newRecoSessionId();
    expect(isRecoSessionId(id)).toBe(true);
    expect(newRecoSessionId()).not.toBe(id);
  });
});
