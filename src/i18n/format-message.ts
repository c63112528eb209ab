/**
 * use-intl's message formatter (`use-intl/format-message`, aliased here in next.config.mjs) with one
 * cache of compiled messages per process instead of one per request.
 *
 * use-intl keeps its compiled messages (IntlMessageFormat instances) in a cache that next-intl makes
 * per request, so every page parsed each text with arguments again, resolved its locale through
 * Intl's supportedLocalesOf and built a cache key by serialising the formats on every call: 5–7 %
 * of an uncached listing or product page's CPU (issue 21, measured with --cpu-prof). A shop's texts
 * are fixed at build time, so a compiled message can serve every request of its locale and time
 * zone. Behaviour is use-intl 4's own (same plain-text fast path, errors, rich text and `t.raw`);
 * calls with custom formats, which the shop does not use, compile as before.
 */
import { IntlMessageFormat, type Formats } from 'intl-messageformat';
import { isValidElement } from 'react';
import { IntlError, IntlErrorCode } from 'use-intl/core';

/** use-intl's per-request Intl formatters, as intl-messageformat takes them */
type Formatters = NonNullable<ConstructorParameters<typeof IntlMessageFormat>[3]>['formatters'] & object;

interface FormatOptions {
  cache: unknown;
  formats?: Partial<Formats> & { dateTime?: Record<string, Intl.DateTimeFormatOptions> };
  formatters: Formatters;
  globalFormats?: Partial<Formats> & { dateTime?: Record<string, Intl.DateTimeFormatOptions> };
  locale: string;
  timeZone?: string;
}

/**
 * A few thousand texts per locale at most; bounded all the same (the oldest go first). A plain Map:
 * this module is in the browser's bundle too.
 */
const MAX_COMPILED = 20_000;
const compiled = new Map<string, IntlMessageFormat>();

/** Intl formatters for the compiled messages, made once per locale and options. */
const intlObjects = new Map<string, object>();
function memoIntl<T extends object>(kind: string, make: () => T, locales: unknown, options: unknown): T {
  const key = `${kind}|${JSON.stringify(locales)}|${JSON.stringify(options ?? {})}`;
  let value = intlObjects.get(key) as T | undefined;
  if (!value) {
    value = make();
    if (intlObjects.size > 2_000) intlObjects.clear();
    intlObjects.set(key, value);
  }
  return value;
}

function sharedFormatters(timeZone: string | undefined) {
  return {
    getNumberFormat: (locales?: string | string[], options?: Intl.NumberFormatOptions) =>
      memoIntl('number', () => new Intl.NumberFormat(locales, options), locales, options),
    getDateTimeFormat: (locales?: string | string[], options?: Intl.DateTimeFormatOptions) => {
      // use-intl's workaround for formatjs/formatjs#4279: the configured zone unless one is given
      const zoned = { ...options, timeZone: options?.timeZone ?? timeZone };
      return memoIntl('date', () => new Intl.DateTimeFormat(locales, zoned), locales, zoned);
    },
    getPluralRules: (locales?: string | string[], options?: Intl.PluralRulesOptions) =>
      memoIntl('plural', () => new Intl.PluralRules(locales, options), locales, options),
  };
}

/** use-intl's `dateTime` formats as intl-messageformat's `date` and `time`, in the time zone. */
function messageFormats(options: FormatOptions): Partial<Formats> {
  const dateTime = { ...options.globalFormats?.dateTime, ...options.formats?.dateTime };
  const all = {
    date: { ...IntlMessageFormat.formats.date, ...dateTime },
    time: { ...IntlMessageFormat.formats.time, ...dateTime },
    number: { ...options.globalFormats?.number, ...options.formats?.number },
  } as Record<'date' | 'time' | 'number', Record<string, object>>;
  if (options.timeZone)
    for (const property of ['date', 'time'] as const)
      for (const [key, value] of Object.entries(all[property]))
        all[property][key] = { timeZone: options.timeZone, ...value };
  return all as Partial<Formats>;
}

/** use-intl's rule: a text without values, escapes or arguments is returned as it is. */
function plainMessage(candidate: string, values: unknown): string | undefined {
  return values || /'[{}<#|']/.test(candidate) || /<|{/.test(candidate) ? undefined : candidate;
}

function messageFormatFor(message: string, options: FormatOptions): IntlMessageFormat {
  const custom = options.formats !== undefined || options.globalFormats !== undefined;
  const key = `${options.locale}\u0000${options.timeZone ?? ''}\u0000${message}`;
  const hit = custom ? undefined : compiled.get(key);
  if (hit) return hit;
  const format = new IntlMessageFormat(message, options.locale, messageFormats(options), {
    formatters: custom
      ? {
          ...options.formatters,
          getDateTimeFormat: (locales?: string | string[], o?: Intl.DateTimeFormatOptions) =>
            options.formatters.getDateTimeFormat(locales, {
              ...o,
              timeZone: o?.timeZone ?? options.timeZone,
            }),
        }
      : sharedFormatters(options.timeZone),
  });
  if (!custom) {
    if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, format);
  }
  return format;
}

function formatMessage(key: string, message: unknown, values: unknown, options: FormatOptions): unknown {
  if (Array.isArray(message))
    throw new IntlError(
      IntlErrorCode.INVALID_MESSAGE,
      `Message at \`${key}\` resolved to an array, but only strings are supported.`,
    );
  if (typeof message === 'object')
    throw new IntlError(
      IntlErrorCode.INSUFFICIENT_PATH,
      `Message at \`${key}\` resolved to \`${typeof message}\`, but only strings are supported. Use a \`.\` to retrieve nested messages.`,
    );
  if (typeof message === 'string') {
    const plain = plainMessage(message, values);
    if (plain) return plain;
  }
  let format: IntlMessageFormat;
  try {
    format = messageFormatFor(message as string, options);
  } catch (error) {
    const e = error as { message?: string; originalMessage?: string };
    throw new IntlError(IntlErrorCode.INVALID_MESSAGE, `${e.message} (${e.originalMessage})`);
  }
  const formatted = format.format(values as Record<string, string>);
  return isValidElement(formatted) || Array.isArray(formatted) || typeof formatted === 'string'
    ? formatted
    : String(formatted);
}

/** How many compiled messages the process keeps (for tests and the operator's curiosity). */
export function compiledMessageCount(): number {
  return compiled.size;
}

// `t.raw` is supported
formatMessage.raw = true;

export default formatMessage;
