import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { DOCUMENT_HEADER } from '@/lib/client/client-headers';

const documentBox = cache((): { value: boolean } => ({ value: false }));

/**
 * Notes, from the frontend layout, whether the render makes an HTML document: the proxy says so
 * (lib/http/document-request.ts), having seen the client router's headers the app cannot see.
 */
export async function noteDocumentRequest(): Promise<void> {
  documentBox().value = (await headers()).get(DOCUMENT_HEADER) === '1';
}

/**
 * Whether the render makes an HTML document; false when the layout has not said (a client
 * navigation renders no root layout: its payload carries the parts' HTML).
 */
export function notedDocumentRequest(): boolean {
  return documentBox().value;
}
