/** A recommendation session id is exactly 21 characters (spec S5, S9), the alphabet of nanoid. */
export const RECO_SESSION_LENGTH = 21;

const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';
const VALID = /^[A-Za-z0-9_-]{21}$/;

/** The recommendation session cookie lives 7 days, the user cookie 60 days (spec S9). */
export const RECO_SESSION_COOKIE = 'reco_session';
export const RECO_USER_COOKIE = 'reco_user';
export const RECO_SESSION_DAYS = 7;
export const RECO_USER_DAYS = 60;

export function isRecoSessionId(value: unknown): value is string {
  return typeof value === 'string' && VALID.test(value);
}

/** A new random id of 21 characters from a URL-safe alphabet (126 bits). */
export function newRecoSessionId(random: (bytes: Uint8Array) => Uint8Array = defaultRandom): string {
  const bytes = random(new Uint8Array(RECO_SESSION_LENGTH));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return id;
}

function defaultRandom(bytes: Uint8Array): Uint8Array {
  return globalThis.crypto.getRandomValues(bytes);
}
