import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { SHELL_NAMESPACES, SHELL_PICKED_KEYS } from './client-messages-keys';

export { ADDRESS_NAMESPACES, ORDERING_NAMESPACES } from './client-messages-keys';

/** Provides the shell's messages and `namespaces` to the client components below. */
export async function ClientMessages(props: { namespaces?: readonly string[]; children: React.ReactNode }) {
  // the request's messages: the texts, or their keys with ?localeTexts=true
  const all = (await getMessages()) as Record<string, unknown>;
  const wanted = new Set<string>([...SHELL_NAMESPACES, ...(props.namespaces ?? [])]);
  const messages = Object.fromEntries(Object.entries(all).filter(([key]) => wanted.has(key)));
  // a namespace a page asks for travels whole; otherwise only the keys the shell's client parts read
  for (const [namespace, keys] of Object.entries(SHELL_PICKED_KEYS))
    if (!wanted.has(namespace) && all[namespace]) messages[namespace] = pick(all[namespace], keys);
  return <NextIntlClientProvider messages={messages as never}>{props.children}</NextIntlClientProvider>;
}

function pick(namespace: unknown, keys: readonly string[]): Record<string, unknown> {
  const source = namespace as Record<string, unknown>;
  return Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));
}
