import type { Locale, ShopConfig } from '@/lib/shop/shop';
import csCZ from '../../messages/cs-CZ.json';
import deAT from '../../messages/de-AT.json';
import deCH from '../../messages/de-CH.json';
import deDE from '../../messages/de-DE.json';
import frCH from '../../messages/fr-CH.json';
import nlNL from '../../messages/nl-NL.json';
import skSK from '../../messages/sk-SK.json';
import svSE from '../../messages/sv-SE.json';

/** The shape of every locale's messages: de-AT's keys (a test keeps the files in step). */
export type Messages = typeof deAT;

const BY_LOCALE: Record<Locale, Messages> = {
  'de-DE': deDE,
  'de-AT': deAT,
  'de-CH': deCH,
  'fr-CH': frCH,
  'nl-NL': nlNL,
  'cs-CZ': csCZ,
  'sv-SE': svSE,
  'sk-SK': skSK,
};

export function localeMessages(locale: Locale): Messages {
  return BY_LOCALE[locale];
}

/** Shop facts written into every locale's texts where `{brand}` and `{legalName}` stand. */
function fill(value: unknown, shop: ShopConfig): unknown {
  if (typeof value === 'string')
    return value.replaceAll('{brand}', shop.brand).replaceAll('{legalName}', shop.legalName);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, shop)]));
  return value;
}

const cache = new Map<string, Messages>();

/** A shop's messages: its locale's texts with its brand and company name; built once per shop. */
export function shopMessages(shop: ShopConfig): Messages {
  let messages = cache.get(shop.code);
  if (!messages) {
    messages = fill(localeMessages(shop.locale), shop) as Messages;
    cache.set(shop.code, messages);
  }
  return messages;
}
