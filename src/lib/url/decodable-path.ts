/** The path every undecodable URL is answered as: no route has it, so the shop's 404 page shows. */
export const UNKNOWN_PATH = '/__unknown-path';

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
