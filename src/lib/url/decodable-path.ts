/** The shop's 404 page, rendered completely on the server (every undecodable URL is answered with it). */
export const UNKNOWN_PATH = '/e404';

/**
 * Whether every percent escape of a path decodes to UTF-8 text. A path that does not (`/%ZZ`,
 * `/mode/%E0%A4%A`) is an unknown path for the shopper; Next.js would answer it with a bare 500.
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
