import { describe, expect, it } from 'vitest';
import { newNonce, withFreshNonce } from './fresh-nonce';

describe('a cached page answered with a fresh nonce', () => {
  const old = newNonce();
  const html = `<html><head><script nonce="${old}">a()</script></head><body><script nonce="${old}" src="/x.js"></script></body></html>`;
  const page = {
    status: 200,
    shareable: true,
    body: Buffer.from(html),
    headers: [
      ['content-type', 'text/html; charset=utf-8'],
      ['content-security-policy', `default-src 'self'; script-src 'self' 'nonce-${old}' 'strict-dynamic'`],
    ] as [string, string][],
  };

  it('replaces the nonce in the policy and every script tag, and never repeats one', () => {
    const first = withFreshNonce(page);
    const second = withFreshNonce(page);
    const nonceOf = (h: Headers) => /'nonce-([^']+)'/.exec(h.get('content-security-policy')!)![1]!;
    const a = nonceOf(first.headers);
    const b = nonceOf(second.headers);
    expect(a).not.toBe(old);
    expect(b).not.toBe(a);
    const body = Buffer.from(first.body).toString();
    expect(body).not.toContain(old);
    expect(body.split(`nonce="${a}"`)).toHaveLength(3);
    // the stored page is unchanged for the next shopper
    expect(page.body.toString()).toBe(html);
  });

  it('leaves a page without a nonce as it is', () => {
    const plain = { ...page, headers: [['content-type', 'text/plain']] as [string, string][] };
    expect(Buffer.from(withFreshNonce(plain).body).toString()).toBe(html);
  });
});
