import { randomUUID } from 'node:crypto';
import { rawBody, type RenderedPage } from './page-cache';

const NONCE_IN_CSP = /'nonce-([A-Za-z0-9+/=]+)'/;

/** A nonce like the proxy's: base64 of a random UUID (48 characters). */
export const newNonce = () => Buffer.from(randomUUID()).toString('base64');

/**
 * A stored page's headers and body with a new CSP nonce for this response: every place the stored
 * nonce appears (the policy, the script tags) gets the new one, so no two shoppers ever share a
 * nonce, and a nonce seen in one response allows nothing in another. Nonces have one length, so the
 * body is rewritten in place in a copy.
 */
export function withFreshNonce(page: RenderedPage): { headers: Headers; body: Uint8Array<ArrayBuffer> } {
  const headers = new Headers(page.headers);
  const csp = headers.get('content-security-policy');
  const old = csp ? NONCE_IN_CSP.exec(csp)?.[1] : undefined;
  const raw = rawBody(page);
  const body = new Uint8Array(raw.length);
  body.set(raw);
  if (!csp || !old) return { headers, body };
  const nonce = newNonce();
  if (nonce.length !== old.length) throw new Error('nonce length changed');
  headers.set('content-security-policy', csp.split(old).join(nonce));
  const buffer = Buffer.from(body.buffer, body.byteOffset, body.length);
  const oldBytes = Buffer.from(old);
  const newBytes = Buffer.from(nonce);
  for (let at = buffer.indexOf(oldBytes); at >= 0; at = buffer.indexOf(oldBytes, at + oldBytes.length))
    newBytes.copy(buffer, at);
  return { headers, body };
}
