import 'server-only';
import { basketValuesOf, type BasketValues } from '@/lib/basket/basket-values';
import { formatPrice, type MoneyFormat } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { shopMoney } from '@/lib/shop/shop-money';

export interface TextSnippet {
  headline: string;
  /** paragraphs of plain text */
  text: string[];
}

/**
 * Text snippets by key (spec S7.6: e.g. 'shippingCost' or a legal-hint id), answered with headline
 * and text. They come from here until the content service of the editorial issue replaces this
 * loader; the shipping text is built from the basket values, so it always says what the shop charges.
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

/**
 * The snippet of a key, or null for an unknown key. The texts are German until the content system
 * (issue 22) holds them per shop and locale; amounts are written as the shop writes them.
 */
export async function getTextSnippet(shop: ShopConfig, key: string): Promise<TextSnippet | null> {
  return Object.hasOwn(SNIPPETS, key) ? SNIPPETS[key]!(shopMoney(shop), basketValuesOf(shop)) : null;
}
