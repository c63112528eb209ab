import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';

/**
 * Whether a request is answered with an HTML document (a page the browser or the page cache loads)
 * rather than a payload for the client router (a navigation, a prefetch, a server action's answer,
 * each marked by Next.js's headers).
 */
export function isDocumentRequest(requestHeaders: Headers): boolean {
  if (requestHeaders.has('rsc') || requestHeaders.has('next-action')) return false;
  if (requestHeaders.has('next-router-prefetch')) return false;
  return !(requestHeaders.get('accept') ?? '').includes('text/x-component');
}

const documentBox = cache((): { value: boolean } => ({ value: false }));

/** Notes, from the frontend layout, whether the render makes an HTML document. */
export async function noteDocumentRequest(): Promise<void> {
  documentBox().value = isDocumentRequest(await headers());
}

/** Whether the render makes an HTML document; false when the layout has not said (the safe side). */
export function notedDocumentRequest(): boolean {
  return documentBox().value;
}
