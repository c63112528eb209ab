/**
 * Attributes of the shop's own long-lived cookies: the whole site, SameSite=Lax, and Secure except
 * on plain-HTTP localhost (where a Secure cookie would never be sent back).
 */
export function cookieAttributes(requestUrl: string, options: { maxAgeSeconds: number; httpOnly: boolean }) {
  const url = new URL(requestUrl);
  const local = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return [
    'Path=/',
    `Max-Age=${options.maxAgeSeconds}`,
    ...(options.httpOnly ? ['HttpOnly'] : []),
    'SameSite=Lax',
    ...(local ? [] : ['Secure']),
  ];
}

/** A Set-Cookie value of one of the shop's cookies, with the attributes above. */
export function shopSetCookie(
  name: string,
  value: string,
  requestUrl: string,
  options: { maxAgeSeconds: number; httpOnly: boolean },
): string {
  return [`${name}=${value}`, ...cookieAttributes(requestUrl, options)].join('; ');
}
