import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COOKIES } from './cookie-registry';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the cookie list of the privacy pages', () => {
  it('names every cookie the shop’s code sets', () => {
    const names = new Set<string>();
    for (const file of sources(path.join(process.cwd(), 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/export const [A-Z_]*COOKIE = '([^']+)'/g)) names.add(match[1]!);
    }
    expect(names.size).toBeGreaterThan(4);
    const listed = new Set(COOKIES.map((cookie) => cookie.name));
    expect([...names].filter((name) => !listed.has(name))).toEqual([]);
  });
});
