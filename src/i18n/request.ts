import { headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_SHOP_CODE, shopByCode } from '@/lib/shop/shops';
import { messagesAsKeys } from '@/lib/messages-as-keys';
import { noteMessageKeys } from '@/server/render/message-keys-mode';
import { shopOfRequest } from '@/server/shop/request-shop';
import { shopMessages } from './shop-messages';

export const LOCALE_TEXTS_HEADER = 'x-locale-texts';

/**
 * The request's shop decides locale, texts and time zone (its host; unknown hosts never reach a
 * page). `?localeTexts=true` (flagged by the proxy) shows message keys instead of texts.
 */
export default getRequestConfig(async () => {
  const requestHeaders = await headers();
  const resolved = shopOfRequest(requestHeaders);
  const shop = 'shop' in resolved ? resolved.shop : shopByCode(DEFAULT_SHOP_CODE)!;
  const showKeys = requestHeaders.get(LOCALE_TEXTS_HEADER) === '1';
  noteMessageKeys(showKeys);
  const messages = shopMessages(shop);
  return {
    locale: shop.locale,
    messages: showKeys ? messagesAsKeys(messages) : messages,
    timeZone: shop.timeZone,
  };
});
