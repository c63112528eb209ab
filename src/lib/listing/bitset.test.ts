import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset';

describe('Bitset', () => {
  it('adds, tests and counts members across word boundaries', () => {
    const s = new Bitset(100);
    for (const i of [0, 31, 32, 63, 64, 99]) s.add(i);
    expect(s.has(31)).toBe(true);
    expect(s.has(30)).toBe(false);
    expect(s.count()).toBe(6);
    expect([...s.values()]).toEqual([0, 31, 32, 63, 64, 99]);
  });

  it('full sets exactly size members', () => {
    expect(Bitset.full(70).count()).toBe(70);
    expect(Bitset.full(64).count()).toBe(64);
    expect([...Bitset.full(33).values()].at(-1)).toBe(32);
  });

  it('intersects and unites', () => {
    const a = new Bitset(40);
    const b = new Bitset(40);
    [1, 2, 3, 35].forEach((i) => a.add(i));
    [2, 3, 4, 35, 39].forEach((i) => b.add(i));
    expect(a.andCount(b)).toBe(3);
    expect([...a.clone().and(b).values()]).toEqual([2, 3, 35]);
    expect(a.clone().or(b).count()).toBe(6);
    expect(a.count()).toBe(4);
  });
});
