import { createHash, randomBytes } from 'node:crypto';

/** Every secret starts so: a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'shk_';

/** A new secret: the prefix and 32 random bytes, URL-safe. */
export function newApiKeySecret(): string {
  return API_KEY_PREFIX + randomBytes(32).toString('base64url');
}

/** What is stored of a secret: its SHA-256 (a random 256-bit secret needs no slow hash). */
export function apiKeySecretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The part of a secret lists show, enough to tell keys apart. */
export function apiKeyDisplayPrefix(secret: string): string {
  return secret.slice(0, API_KEY_PREFIX.length + 6);
}

/** Whether a string has the form of a secret (before it is looked up). */
export function looksLikeApiKeySecret(value: string): boolean {
  return /^shk_[A-Za-z0-9_-]{43}$/.test(value);
}
