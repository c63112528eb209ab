import { headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { messagesAsKeys } from '@/lib/messages-as-keys';
import messages from '../../messages/de-AT.json';

export const LOCALE = 'de-AT';
export const LOCALE_TEXTS_HEADER = 'x-locale-texts';

/**
 * The shop has one locale; sister shops on other hosts bring their own message files.
 * `?localeTexts=true` (flagged by the proxy) shows message keys instead of texts.
 */
export default getRequestConfig(async () => {
  const showKeys = (await headers()).get(LOCALE_TEXTS_HEADER) === '1';
  return {
    locale: LOCALE,
    messages: showKeys ? messagesAsKeys(messages) : messages,
    timeZone: 'Europe/Vienna',
  };
});
