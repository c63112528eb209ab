import type { Payload } from 'payload';
import type { ShopConfig } from '@/lib/shop/shop';
import { ensureFile } from './seed-media';

/** The payment methods the checkout offers, as the footer shows them (committed logos). */
const PAYMENT_LOGOS = [
  ['payment-rechnung.png', 'Kauf auf Rechnung'],
  ['payment-ratenkauf.png', 'Ratenkauf'],
  ['payment-zahlpause.png', 'Zahlpause'],
  ['payment-nachnahme.png', 'Nachnahme'],
  ['payment-vorkasse.png', 'Vorkasse'],
] as const;

/** The logos in the media library, uploaded once however many shops are seeded at a time. */
const uploaded = new WeakMap<Payload, Promise<number[]>>();

async function uploadLogos(payload: Payload): Promise<number[]> {
  const ids: number[] = [];
  for (const [file, name] of PAYMENT_LOGOS) ids.push(await ensureFile(payload, file, 'image/png', name));
  return ids;
}

/** The footer's global content of a de-AT shop: its payment methods' logos. */
export async function globalContentDeAt(payload: Payload) {
  if (!uploaded.has(payload)) uploaded.set(payload, uploadLogos(payload));
  const ids = await uploaded.get(payload)!;
  const paymentLogos = PAYMENT_LOGOS.map(([, name], index) => ({ logo: ids[index]!, name }));
  // the new customers' free shipping runs six weeks from the first start (an editor sets the day)
  const until = new Date(Date.now() + 42 * 24 * 3600 * 1000).toISOString();
  return {
    internalTitle: 'Zahlungsarten und Aktionszeile im Footer',
    paymentLogos,
    campaignLine: { text: 'Neukunden shoppen versandkostenfrei bis {date}', until },
  };
}

/** The editors' footer of a de-AT shop: the service hotline and help links. */
export function pageFooterDeAt(shop: ShopConfig) {
  return {
    internalTitle: 'Footer',
    hotline: {
      headline: 'Kundenservice und Bestellannahme',
      phone: shop.customerService.phone,
      hours: 'Mo–Fr 8–20 Uhr\nSa 9–16 Uhr',
    },
    linkGroups: [
      {
        title: 'Hilfe',
        links: [
          { label: 'Häufige Fragen', target: '/content/kundenservice/faq' },
          { label: 'Fragen zur Lieferung', target: '/content/kundenservice/faq-lieferung' },
          { label: 'Kontaktformular', target: '/contact' },
        ],
      },
    ],
  };
}

/** The error pages of a de-AT shop (spec S8): not found with help links, and the unknown error. */
export function errorPagesDeAt() {
  return [
    {
      kind: 'errorPageNotFound',
      headline: 'Diese Seite gibt es leider nicht.',
      text: 'Die aufgerufene Adresse ist nicht (mehr) vorhanden. Vielleicht finden Sie über die Suche oder unsere Kategorien, was Sie suchen – oder rufen Sie uns an: {phone}.',
      content: [
        {
          blockType: 'Checklist',
          title: 'So finden Sie weiter',
          textList: [
            { text: 'Suchbegriff oder Artikelnummer oben in die Suche eingeben' },
            { text: 'Über die Kategorien im Menü stöbern' },
            { text: 'Häufige Fragen im Kundenservice nachlesen' },
          ],
        },
      ],
    },
    {
      kind: 'errorPageUnknown',
      headline: 'Es ist ein Fehler aufgetreten',
      text: 'Bitte versuchen Sie es später noch einmal. Sollte das Problem weiterhin bestehen, wenden Sie sich bitte an unseren Kundenservice unter {phone}. Wir helfen Ihnen gern.',
      content: [],
    },
  ];
}
