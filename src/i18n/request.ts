import { getRequestConfig } from 'next-intl/server';
import messages from '../../messages/de-AT.json';

export const LOCALE = 'de-AT';

/** The shop has one locale; sister shops on other hosts bring their own message files. */
export default getRequestConfig(async () => ({
  locale: LOCALE,
  messages,
  timeZone: 'Europe/Vienna',
}));
