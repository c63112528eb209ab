import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';

/**
 * Whether Next.js can read a `Next-Router-State-Tree` header (sent with client-side navigations):
 * its own parser and schema decide, so the answer is the same as when it renders. One it cannot
 * read made Next.js answer 500; the proxy answers 400 instead.
 */
export function isReadableRouterState(header: string): boolean {
  try {
    parseAndValidateFlightRouterState(header);
    return true;
  } catch {
    return false;
  }
}
