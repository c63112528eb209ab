import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createTranslator, IntlError } from 'use-intl/core';
import formatMessage, { compiledMessageCount } from './format-message';

const formatters = {} as never;
const options = (locale: string, timeZone = 'Europe/Vienna') => ({
  cache: {},
  formatters,
  locale,
  timeZone,
});

describe('formatMessage with a per-process cache', () => {
  it('formats arguments, plurals, numbers and dates as use-intl does', () => {
    const t = createTranslator({
      locale: 'de-AT',
      timeZone: 'Europe/Vienna',
      messages: {
        count: '{count, plural, =0 {keine Artikel} one {# Artikel} other {# Artikel}}',
        price: 'nur {price}',
        day: 'am {day, date, short}',
      },
    });
    const before = compiledMessageCount();
    expect(t('count', { count: 0 })).toBe('keine Artikel');
    // use-intl's translator formats through this module, and compiles a text once
    expect(compiledMessageCount()).toBe(before + 1);
    expect(t('count', { count: 1234 })).toBe(`${new Intl.NumberFormat('de-AT').format(1234)} Artikel`);
    expect(t('price', { price: '12,- €' })).toBe('nur 12,- €');
    // midnight in Vienna is still the previous day in UTC
    expect(t('day', { day: new Date('2026-11-23T23:30:00Z') })).toBe('am 24.11.26');
    expect(compiledMessageCount()).toBe(before + 3);
  });

  it('returns plain texts as they are and rich texts as elements', () => {
    expect(formatMessage('a', 'Warenkorb', undefined, options('de-AT'))).toBe('Warenkorb');
    const rich = formatMessage(
      'b',
      'Bitte <b>jetzt</b> bestellen',
      { b: (c: string) => createElement('b', null, c) },
      options('de-AT'),
    );
    expect(Array.isArray(rich)).toBe(true);
  });

  it('keeps one compiled message per locale and zone: a second locale formats in its own words', () => {
    const message = '{count, plural, one {# article} other {# articles}}';
    const expected = (locale: string) => `${new Intl.NumberFormat(locale).format(1500)} articles`;
    expect(expected('de-DE')).not.toBe(expected('de-CH'));
    expect(formatMessage('c', message, { count: 1500 }, options('de-DE'))).toBe(expected('de-DE'));
    expect(formatMessage('c', message, { count: 1500 }, options('de-CH'))).toBe(expected('de-CH'));
    expect(formatMessage('c', message, { count: 1500 }, options('de-DE'))).toBe(expected('de-DE'));
  });

  it('reports a malformed text as use-intl does', () => {
    expect(() => formatMessage('d', 'Hallo {name', { name: 'x' }, options('de-AT'))).toThrow(IntlError);
    expect(() => formatMessage('e', { nested: 'x' }, undefined, options('de-AT'))).toThrow(IntlError);
  });
});
