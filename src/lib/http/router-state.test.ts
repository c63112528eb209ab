import { describe, expect, it } from 'vitest';
import { isReadableRouterState } from './router-state';

describe('router state header', () => {
  it('reads the state the router sends', () => {
    const state = ['', { children: ['mode', { children: ['__PAGE__', {}] }] }, null, null];
    expect(isReadableRouterState(encodeURIComponent(JSON.stringify(state)))).toBe(true);
  });

  it('refuses what Next.js cannot read (it answered 500)', () => {
    for (const header of [
      'x',
      '%E0%A4%A',
      encodeURIComponent('{"a":1}'),
      encodeURIComponent('[1,2]'),
      'x'.repeat(50_000),
    ])
      expect(isReadableRouterState(header), header.slice(0, 20)).toBe(false);
  });
});
