import 'server-only';
import { declareTags } from '@/server/cache/render-tags';
import type { TextSnippet as TextSnippetEntry } from '@/cms/payload-types';
import { basketValuesOf, type BasketValues } from '@/lib/basket/basket-values';
import { formatPrice, type MoneyFormat } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { shopMoney } from '@/lib/shop/shop-money';
import { CACHE_TAGS, contentTag, NO_STORE } from '@/server/cache-tags';
import { logger } from '@/server/logger';
import { cached, forgetCached } from '@/server/tagged-cache';
import { snippetParagraphs } from '@/lib/content/snippet-text';
import { findShopEntries } from './find-shop-entries';

export interface TextSnippet {
  headline: string;
  /** paragraphs of plain text */
  text: string[];
}

/**
 * The built-in German snippets: what German shops show when the CMS cannot be read. The CMS holds
 * the snippets per shop and locale (collection text-snippets).
 */
const SNIPPETS: Record<string, (money: MoneyFormat, values: BasketValues) => TextSnippet> = {
  shippingCost: (money, values) => ({
    headline: 'Versandkosten',
    text: [
      `Innerhalb Österreichs liefern wir ab einem Bestellwert von ${formatPrice(values.freeShippingFromCents, money)} versandkostenfrei. Darunter berechnen wir ${formatPrice(values.shippingCents, money)} pro Bestellung.`,
      `Große Artikel wie Möbel und Matratzen liefert eine Spedition nach telefonischer Terminvereinbarung; dafür fallen einmal pro Bestellung ${formatPrice(values.freightCents, money)} Speditionskosten an.`,
      `Mit der Ruck-Zuck-Lieferung erhalten Sie Ihre Bestellung in 1–2 Werktagen, für zusätzlich ${formatPrice(values.expressDeliveryCents, money)}. Bei Zahlung per Nachnahme kommt eine Nachnahmegebühr von ${formatPrice(values.cashOnDeliveryCents, money)} hinzu.`,
      'Die Rücksendung ist für Sie kostenlos.',
    ],
  }),
  cancellationRight: () => ({
    headline: 'Widerrufsrecht',
    text: [
      'Sie haben das Recht, binnen 14 Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt 14 Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die letzte Ware in Besitz genommen haben.',
      'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
      'Wenn Sie diesen Vertrag widerrufen, erstatten wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten, unverzüglich und spätestens binnen 14 Tagen ab dem Tag, an dem die Mitteilung über Ihren Widerruf bei uns eingegangen ist. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben.',
    ],
  }),
};

/** The amounts a snippet's placeholders stand for, written as the shop writes prices. */
function amountsOf(shop: ShopConfig): Record<string, string> {
  const money = shopMoney(shop);
  const values = basketValuesOf(shop);
  return {
    freeShippingFrom: formatPrice(values.freeShippingFromCents, money),
    shipping: formatPrice(values.shippingCents, money),
    freight: formatPrice(values.freightCents, money),
    express: formatPrice(values.expressDeliveryCents, money),
    cashOnDelivery: formatPrice(values.cashOnDeliveryCents, money),
  };
}

async function fromCms(shop: ShopConfig, key: string): Promise<TextSnippet | null> {
  const [entry] = await findShopEntries<TextSnippetEntry>('text-snippets', shop, {
    where: [{ key: { equals: key } }],
  });
  if (!entry?.headline || !entry.text) return null;
  return { headline: entry.headline, text: snippetParagraphs(entry.text, amountsOf(shop)) };
}

/**
 * The snippet of a key in the shop's locale from the CMS (cached until a change is published), or
 * null for a key the shop has none for. When the CMS cannot be read, German shops fall back to the
 * built-in German texts and the failure is logged.
 */
export async function getTextSnippet(shop: ShopConfig, key: string): Promise<TextSnippet | null> {
  try {
    return await cached(
      `snippet:${shop.code}:${key}`,
      [CACHE_TAGS.content, contentTag('snippets')],
      TEN_MINUTES,
      () => fromCms(shop, key),
    );
  } catch (error) {
    forgetCached((cacheKey) => cacheKey === `snippet:${shop.code}:${key}`);
    // shown without it: this render's page is not stored
    declareTags([NO_STORE]);
    logger.warn({ err: error, issueLevel: 'Dev', key }, 'Text snippet could not be loaded');
    const german = shop.locale.startsWith('de-') && Object.hasOwn(SNIPPETS, key);
    return german ? SNIPPETS[key]!(shopMoney(shop), basketValuesOf(shop)) : null;
  }
}

const TEN_MINUTES = 10 * 60 * 1000;
