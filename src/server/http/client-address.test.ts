import { describe, expect, it } from 'vitest';
import { ipv6Network, peerAddress } from './client-address';

describe('the client address the shop counts', () => {
  it('is the socket peer, or the last X-Forwarded-For entry only behind a trusted proxy', () => {
    expect(peerAddress('10.0.0.5', '1.2.3.4', false)).toBe('10.0.0.5');
    expect(peerAddress('10.0.0.5', '6.6.6.6, 1.2.3.4', true)).toBe('1.2.3.4');
    expect(peerAddress('::ffff:10.0.0.5', undefined, false)).toBe('10.0.0.5');
  });

  it('counts an IPv6 client by its /64 network', () => {
    expect(ipv6Network('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(ipv6Network('2001:db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(ipv6Network('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipv6Network('::1')).toBe('0:0:0:0::/64');
    expect(peerAddress('2001:db8:1:2::99', undefined, false)).toBe(
      peerAddress('2001:db8:1:2::7', undefined, false),
    );
    expect(peerAddress('2001:db8:1:3::7', undefined, false)).not.toBe(
      peerAddress('2001:db8:1:2::7', undefined, false),
    );
  });
});
