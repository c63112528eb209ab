export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * What a banner's countdown shows at `now` (spec S4): nothing once the end has passed, when a start
 * is given and is not before the end, or before the start. Dates are instants (ISO with offset), so
 * the comparison needs no time-zone shift.
 */
export function countdownParts(now: number, end: string, start?: string | null): CountdownParts | null {
  const endAt = Date.parse(end);
  if (Number.isNaN(endAt) || now >= endAt) return null;
  if (start) {
    const startAt = Date.parse(start);
    if (Number.isNaN(startAt) || startAt >= endAt || now < startAt) return null;
  }
  const total = Math.floor((endAt - now) / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** The day suffix: 'T' in German, 'J' in French, 'D' otherwise (spec S4). */
export function daySuffix(locale: string): string {
  return locale.startsWith('de') ? 'T' : locale.startsWith('fr') ? 'J' : 'D';
}
