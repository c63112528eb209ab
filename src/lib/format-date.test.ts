import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime } from './format-date';

const VIENNA = { locale: 'de-AT', timeZone: 'Europe/Vienna' };

describe('date format', () => {
  it('writes days as dd.mm.yyyy in Vienna time in the de-AT shop', () => {
    expect(formatDay('2026-11-23', VIENNA)).toBe('23.11.2026');
    expect(formatDay(new Date('2026-11-22T23:30:00Z'), VIENNA)).toBe('23.11.2026');
    expect(formatDayTime('2026-07-01T12:05:00Z', VIENNA)).toBe('01.07.2026, 14:05');
  });

  it('writes dates as each locale does, in the shop time zone', () => {
    expect(formatDay('2026-11-23', { locale: 'sv-SE', timeZone: 'Europe/Stockholm' })).toBe('2026-11-23');
    expect(formatDay('2026-11-03', { locale: 'nl-NL', timeZone: 'Europe/Amsterdam' })).toBe('03-11-2026');
    expect(formatDay(new Date('2026-11-22T23:30:00Z'), { locale: 'cs-CZ', timeZone: 'Europe/Prague' })).toBe(
      new Intl.DateTimeFormat('cs-CZ', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
        new Date('2026-11-23T12:00:00Z'),
      ),
    );
  });
});
