import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from './security-headers';

describe('buildContentSecurityPolicy', () => {
  it('allows scripts only with the nonce and forbids framing', () => {
    const csp = buildContentSecurityPolicy({ nonce: 'abc', dev: false, https: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('adds eval for development and the upgrade on HTTPS', () => {
    const csp = buildContentSecurityPolicy({ nonce: 'n', dev: true, https: true });
    expect(csp).toContain("'unsafe-eval'");
    expect(csp).toContain('upgrade-insecure-requests');
  });
});
