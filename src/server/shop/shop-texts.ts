import { createTranslator } from 'use-intl/core';
import type { ShopConfig } from '@/lib/shop/shop';
import { shopMessages, type Messages } from '@/i18n/shop-messages';

type Namespace = keyof Messages | `${keyof Messages}.${string}`;

const cache = new Map<string, ReturnType<typeof createTranslator>>();

/**
 * A translator of one namespace in the shop's locale, for server code without a page (mails, API
 * error texts, PDFs). Built once per shop and namespace.
 */
export function shopTexts(shop: ShopConfig, namespace: Namespace) {
  const key = `${shop.code}\u0000${namespace}`;
  let t = cache.get(key);
  if (!t) {
    t = createTranslator({
      locale: shop.locale,
      messages: shopMessages(shop) as never,
      namespace: namespace as never,
      timeZone: shop.timeZone,
    }) as ReturnType<typeof createTranslator>;
    cache.set(key, t);
  }
  // message keys are checked by the locale files' tests, not by the type of this helper
  return t as unknown as (key: string, values?: Record<string, string | number | Date>) => string;
}
