/**
 * Whether a request came over HTTPS: only as the reverse proxy in front reports it (TRUST_PROXY),
 * by the last X-Forwarded-Proto entry, the one the nearest proxy wrote (entries before it are the
 * client's own). The shop's server itself speaks plain HTTP.
 */
export function isForwardedHttps(header: string | string[] | null | undefined, trustProxy: boolean): boolean {
  if (!trustProxy || header == null) return false;
  const raw = Array.isArray(header) ? header.join(',') : header;
  return raw.split(',').at(-1)?.trim().toLowerCase() === 'https';
}
