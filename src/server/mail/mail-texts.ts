import { createTranslator } from 'use-intl/core';
import messages from '../../../messages/de-AT.json';
import { SHOP_CONFIG } from '@/lib/shop-config';

const t = createTranslator({ locale: 'de-AT', messages, namespace: 'mails' });

/** A mail body: greeting (by name, or neutral without one), the message, the signature. */
export function mailBody(name: string, text: string): string {
  const greeting = name ? t('greeting', { name }) : t('greetingNeutral');
  return `${greeting}\n\n${text}\n\n${t('signature', { phone: SHOP_CONFIG.customerServicePhone })}\n`;
}

export const mailTexts = t;

/** 'Frau Muster', 'Herr Muster', or the full name without a salutation word for 'd'. */
export function greetingName(person: { salutation: string; firstName: string; lastName: string }): string {
  if (person.salutation === 'f') return `Frau ${person.lastName}`;
  if (person.salutation === 'm') return `Herr ${person.lastName}`;
  return `${person.firstName} ${person.lastName}`;
}

/** The greeting name of a newsletter subscriber, or '' (a neutral greeting) without a last name. */
export function subscriberGreetingName(subscriber: {
  salutation: string | null;
  firstName: string | null;
  lastName: string | null;
}): string {
  if (!subscriber.lastName) return '';
  return greetingName({
    salutation: subscriber.salutation ?? 'd',
    firstName: subscriber.firstName ?? '',
    lastName: subscriber.lastName,
  });
}
