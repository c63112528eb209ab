import 'server-only';
import { headers } from 'next/headers';
import { originFromHeaders } from './request-origin';

/** The shop's public origin for the page being rendered (see originFromHeaders). */
export async function shopOrigin(): Promise<string> {
  return originFromHeaders(await headers());
}
