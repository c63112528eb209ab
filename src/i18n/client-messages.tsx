import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * The message namespaces the browser needs on every page: the shell (header, toasts, wishlist) and
 * the catalogue's interactive parts (filters, tiles, product page, add to basket). Pages with more
 * interactive parts add their namespaces; the full message file (about 45 KB) never travels with a
 * catalogue page.
 */
export const SHELL_NAMESPACES = [
  'addressFieldNames',
  'attributeLabels',
  'badges',
  'basket',
  'countries',
  'errors',
  'header',
  'listing',
  'months',
  'overlay',
  'product',
  'toast',
  'wishlist',
] as const;

/** Provides the shell's messages and `namespaces` to the client components below. */
export async function ClientMessages(props: { namespaces?: readonly string[]; children: React.ReactNode }) {
  // the request's messages: the texts, or their keys with ?localeTexts=true
  const all = (await getMessages()) as Record<string, unknown>;
  const wanted = new Set<string>([...SHELL_NAMESPACES, ...(props.namespaces ?? [])]);
  const messages = Object.fromEntries(Object.entries(all).filter(([key]) => wanted.has(key)));
  return <NextIntlClientProvider messages={messages as never}>{props.children}</NextIntlClientProvider>;
}
