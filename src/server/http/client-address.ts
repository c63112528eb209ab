import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * The address of the client a request came from, as the shop's HTTP server saw it (scripts/serve.ts):
 * the socket's peer, or with TRUST_PROXY=1 the address the reverse proxy appended to
 * X-Forwarded-For. The server strips both headers from what the client sent and sets them itself;
 * the proof is a secret of this server's processes, so a client cannot name its own address.
 */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';
export const CLIENT_PROOF_HEADER = 'x-shop-client-proof';

// the workers of one server share the secret their primary made (scripts/shop-cluster.ts)
const holder = globalThis as unknown as { __clientProof?: string };
export const CLIENT_PROOF = (holder.__clientProof ??= process.env.SHOP_CLIENT_PROOF || randomUUID());

/** Requests that did not pass the shop's server (in-process calls, `next dev`) share this one. */
export const UNKNOWN_CLIENT = 'unknown';

type HeaderSource = { get(name: string): string | null };

export function clientAddress(headers: HeaderSource): string {
  if (headers.get(CLIENT_PROOF_HEADER) !== CLIENT_PROOF) return UNKNOWN_CLIENT;
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim().slice(0, 64) || UNKNOWN_CLIENT;
}

/**
 * What the server writes on each incoming request: the peer address, or with a trusted proxy the
 * last X-Forwarded-For entry (the one that proxy wrote; earlier entries are the client's own claims).
 */
export function peerAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: boolean,
): string {
  const forwarded = trustProxy ? forwardedFor?.split(',').at(-1)?.trim() : undefined;
  const address = forwarded || socketAddress || UNKNOWN_CLIENT;
  // IPv4-mapped IPv6 (::ffff:10.0.0.1) is the IPv4 address
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) return address.slice(7);
  return isIP(address) === 6 ? ipv6Network(address) : address;
}

/**
 * One IPv6 client is its /64 network: a home or a phone gets a whole /64, so counting single
 * addresses would give one client 2^64 fresh limits.
 */
export function ipv6Network(address: string): string {
  const [head = '', tail] = address.split('%', 1)[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
