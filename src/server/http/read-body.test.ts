import { describe, expect, it } from 'vitest';
import { readBodyWithin } from './read-body';

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', { method: 'POST', body, headers });

describe('readBodyWithin', () => {
  it('reads a body within the limit', async () => {
    const body = await readBodyWithin(post('hello'), 10);
    expect(new TextDecoder().decode(body as Uint8Array)).toBe('hello');
  });
  it('stops at the limit on a cloned request whose original is never read (no hang)', async () => {
    expect(await readBodyWithin(post('x'.repeat(5000)).clone(), 1000)).toBe('too-large');
    expect(await readBodyWithin(post('x'.repeat(5000), { 'content-length': '5000' }).clone(), 1000)).toBe(
      'too-large',
    );
  });
});
