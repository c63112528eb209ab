/** How a shop writes dates: its locale, in its time zone. */
export interface DateFormat {
  locale: string;
  timeZone: string;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(format: DateFormat, withTime: boolean): Intl.DateTimeFormat {
  const key = `${format.locale}|${format.timeZone}|${withTime}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(format.locale, {
      timeZone: format.timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    });
    cache.set(key, f);
  }
  return f;
}

/**
 * A calendar day (YYYY-MM-DD) or an instant as the shop writes dates: 23.11.2026 in de-AT (the
 * shop's time zone), 2026-11-23 in sv-SE. A calendar day is that day wherever the server runs.
 */
export function formatDay(value: string | Date, format: DateFormat): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return formatter({ locale: format.locale, timeZone: 'UTC' }, false).format(
      new Date(`${value}T12:00:00Z`),
    );
  return formatter(format, false).format(typeof value === 'string' ? new Date(value) : value);
}

/** An instant with its time: 23.11.2026, 14:05 (the shop's time zone). */
export function formatDayTime(value: string | Date, format: DateFormat): string {
  return formatter(format, true).format(typeof value === 'string' ? new Date(value) : value);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (YYYY-MM-DD) an instant falls on in a time zone. The formatter is made once
 * per zone: constructing an Intl formatter costs more than a small page's own rendering.
 */
export function calendarDayIn(timeZone: string, at: Date): string {
  let f = dayFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone });
    dayFormats.set(timeZone, f);
  }
  return f.format(at);
}
