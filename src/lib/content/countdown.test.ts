import { describe, expect, it } from 'vitest';
import { countdownParts, daySuffix } from './countdown';

const now = Date.parse('2026-11-24T10:00:00Z');

describe('banner countdown (spec S4)', () => {
  it('counts days and hh:mm:ss to the end', () => {
    expect(countdownParts(now, '2026-11-26T12:30:05Z')).toEqual({
      days: 2,
      hours: 2,
      minutes: 30,
      seconds: 5,
    });
    expect(countdownParts(now, '2026-11-24T10:00:01+00:00')).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
  });

  it('is hidden after the end, before the start, and when the start is not before the end', () => {
    expect(countdownParts(now, '2026-11-24T10:00:00Z')).toBeNull();
    expect(countdownParts(now, '2026-11-30T00:00:00Z', '2026-11-25T00:00:00Z')).toBeNull();
    expect(countdownParts(now, '2026-11-30T00:00:00Z', '2026-11-30T00:00:00Z')).toBeNull();
    expect(countdownParts(now, '2026-11-30T00:00:00Z', '2026-11-20T00:00:00Z')).not.toBeNull();
    expect(countdownParts(now, 'not a date')).toBeNull();
  });

  it('writes the day suffix by language', () => {
    expect([daySuffix('de-AT'), daySuffix('fr-CH'), daySuffix('nl-NL')]).toEqual(['T', 'J', 'D']);
  });
});
