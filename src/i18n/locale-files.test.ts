import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/shop/shop';
import SHARED_WORDS from './shared-words.json';

type Tree = { [key: string]: string | Tree };
const load = (locale: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

/** The argument names a message uses (plural and select arguments included). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date) into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(el.value);
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
  }
  return into;
}

const source = flatten(load('de-AT'));

describe.each(LOCALES.filter((l) => l !== 'de-AT'))('messages/%s.json', (locale) => {
  const target = flatten(load(locale));

  it('has exactly the keys of de-AT', () => {
    expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
  });

  it('keeps every placeholder of de-AT and parses as ICU', () => {
    for (const [key, value] of source) {
      const translated = target.get(key)!;
      expect([...argumentsOf(parse(translated))].sort(), key).toEqual([...argumentsOf(parse(value))].sort());
    }
  });

  if (!locale.startsWith('de-')) {
    it('translates every text (no German text is left in it)', () => {
      // a text equal to the German one must be a word both languages share (reviewed list)
      const shared = new Set((SHARED_WORDS as Record<string, string[]>)[locale] ?? []);
      const same = [...source]
        .filter(
          ([key, value]) =>
            target.get(key) === value && /[a-zäöüß]{2,}/i.test(value.replace(/\{[^}]*\}/g, '')),
        )
        .map(([key]) => key);
      expect(same.filter((key) => !shared.has(key))).toEqual([]);
    });
  }

  if (locale === 'de-CH') {
    it('writes no ß (Swiss spelling)', () => {
      expect([...target].filter(([, value]) => value.includes('ß'))).toEqual([]);
    });
  }
});
