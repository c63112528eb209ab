import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withScriptHashes } from './script-hashes';

const CSP = "default-src 'self'; script-src 'self' 'nonce-abc123' 'strict-dynamic'; object-src 'none'";
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('withScriptHashes', () => {
  it('allows each inline script by its hash and removes every nonce', () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css" nonce="abc123"><script nonce="abc123">go("ü")</script>' +
      '<script src="/legacy.js" noModule="" nonce="abc123"></script>' +
      '<script type="application/ld+json">{"a":1}</script><script nonce="abc123" id="_R_">x()</script></head>';
    const result = withScriptHashes(html, CSP)!;
    expect(result.html).not.toContain('nonce');
    expect(result.html).toContain('<script>go("ü")</script>');
    expect(result.csp).toBe(
      `default-src 'self'; script-src 'self' ${sha('go("ü")')} ${sha('x()')} 'strict-dynamic'; object-src 'none'`,
    );
  });

  it('does not allow an inline script that came without the nonce (injected markup)', () => {
    const html = '<script nonce="abc123">go()</script><p>Text</p><script>alert(1)</script>';
    const result = withScriptHashes(html, CSP)!;
    expect(result.csp).toContain(sha('go()'));
    expect(result.csp).not.toContain(sha('alert(1)'));
  });

  it('refuses a page with a parser-inserted external script (only a nonce could allow it)', () => {
    const html = '<script src="/_next/static/chunks/a.js" async nonce="abc123"></script>';
    expect(withScriptHashes(html, CSP)).toBeNull();
  });

  it('reads tags in any case and text with characters whose lower case is longer', () => {
    const html =
      '<p>İstanbul İzmir</p><SCRIPT nonce="abc123">a("İ")</SCRIPT><scripts>no</scripts>' +
      '<script nonce="abc123">b()</Script>';
    const result = withScriptHashes(html, CSP)!;
    expect(result.csp).toContain(`${sha('a("İ")')} ${sha('b()')}`);
    expect(result.html).toBe(
      '<p>İstanbul İzmir</p><SCRIPT>a("İ")</SCRIPT><scripts>no</scripts><script>b()</Script>',
    );
  });

  it('leaves a page without a nonce in its policy alone', () => {
    expect(withScriptHashes('<script>x()</script>', "script-src 'self'")).toBeNull();
  });
});
