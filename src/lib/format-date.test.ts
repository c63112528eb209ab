import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime } from './format-date';

describe('date format', () => {
  it('writes days as dd.mm.yyyy in Vienna time', () => {
    expect(formatDay('2026-11-23')).toBe('23.11.2026');
    expect(formatDay(new Date('2026-11-22T23:30:00Z'))).toBe('23.11.2026');
    expect(formatDayTime('2026-07-01T12:05:00Z')).toBe('01.07.2026, 14:05');
  });
});
