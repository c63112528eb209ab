import type { ShopConfig } from '@/lib/shop/shop';
import { shopTexts } from '@/server/shop/shop-texts';

/** The shop's mail texts (namespace `mails`) in its locale. */
export function mailTexts(shop: ShopConfig) {
  return shopTexts(shop, 'mails');
}

/** A mail body: greeting (by name, or neutral without one), the message, the signature. */
export function mailBody(shop: ShopConfig, name: string, text: string): string {
  const t = mailTexts(shop);
  const greeting = name ? t('greeting', { name }) : t('greetingNeutral');
  return `${greeting}\n\n${text}\n\n${t('signature', { phone: shop.customerService.phone })}\n`;
}

/** 'Frau Muster', 'Herr Muster' (in the shop's language), or the full name for 'd'. */
export function greetingName(
  shop: ShopConfig,
  person: { salutation: string; firstName: string; lastName: string },
): string {
  const t = mailTexts(shop);
  if (person.salutation === 'f') return t('greetingFemale', { lastName: person.lastName });
  if (person.salutation === 'm') return t('greetingMale', { lastName: person.lastName });
  return `${person.firstName} ${person.lastName}`;
}

/** The greeting name of a newsletter subscriber, or '' (a neutral greeting) without a last name. */
export function subscriberGreetingName(
  shop: ShopConfig,
  subscriber: { salutation: string | null; firstName: string | null; lastName: string | null },
): string {
  if (!subscriber.lastName) return '';
  return greetingName(shop, {
    salutation: subscriber.salutation ?? 'd',
    firstName: subscriber.firstName ?? '',
    lastName: subscriber.lastName,
  });
}
