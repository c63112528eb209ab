import type { DemoMedia } from './seed-media';
import { markdown } from './lexical';
import { RETURN_DAYS } from '@/lib/shop/returns';

const DAY = 24 * 3600 * 1000;

/** The modal behind the sale banner's info button (ids plp1-…, global-… by place). */
export function saleConditionsModalDeAt() {
  return {
    modalId: 'winter-sale',
    headline: 'Winter-Sale: Aktionsbedingungen',
    richtext: markdown(
      'Der Winter-Sale gilt für die im Shop als reduziert gekennzeichneten Artikel, solange der Vorrat reicht. Die reduzierten Preise sind bereits im Warenkorb berücksichtigt.\n\nDer Neukunden-Code **WILLKOMMEN10** ist mit dem Sale kombinierbar und gilt ab einem Warenwert von 30 €.',
    ),
    linkText: 'Aktionsbedingungen',
    banner: [
      {
        blockType: 'ModalBanner',
        text: markdown('**Neukunden:** zusätzlich 10 % ab 30 € Warenwert'),
        couponCode: 'WILLKOMMEN10',
        layoutColor: 'Highlighted',
      },
    ],
    primaryButtonLink: { label: 'Zum Sale', target: '/sale' },
  };
}

/** Demo promotions of a de-AT shop, keyed for the listing entries below. */
export function promotionsDeAt(media: DemoMedia, productIds: readonly string[]) {
  return {
    knit: {
      internalTitle: 'Strickkleider (Listing Kleider)',
      displayType: 'DEFAULT',
      headline: 'Neu eingetroffen',
      title: 'Strick für kalte Tage',
      text: 'Weiche Strickkleider und Pullover in Salbei, Bordeaux und Camel.',
      callToAction: 'Jetzt entdecken',
      link: '/mode/damen-pullover',
      asset: media.knit,
      trackingName: 'strick-herbst',
      promotionTarget: 'pullover',
      eyecatcher: {
        eyecatcherType: 'TEXT',
        eyecatcherText: 'Neu',
        size: 'medium',
        eyecatcherDesign: 'DEFAULT',
      },
    },
    blazer: {
      internalTitle: 'Blazer fürs Büro (automatisches Bild)',
      displayType: 'CALL_TO_ACTION',
      title: 'Blazer fürs Büro',
      text: 'Klassisch geschnitten, bis Größe 54.',
      callToAction: 'Zu den Blazern',
      categoryImageLink: 'c-mode-damen-blazer',
      pinnedProductIDs: productIds[0] ?? null,
      trackingName: 'blazer-buero',
      promotionTarget: 'blazer',
    },
    look: {
      internalTitle: 'Herbstlook (zwei Plätze breit)',
      displayType: 'INSPIRATION',
      tags: ['4to3'],
      headline: 'Inspiration',
      title: 'Herbst in Schichten',
      callToAction: 'Zur Inspiration',
      link: '/inspiration/herbst-in-schichten',
      asset: media.look,
      trackingName: 'herbstlook',
      promotionTarget: 'inspiration',
    },
    shipping: {
      internalTitle: 'Gratis Rückversand (Box)',
      displayType: 'BOX',
      headline: 'Unser Service',
      title: 'Kostenloser Rückversand',
      text: `${RETURN_DAYS} Tage kostenlose Rücksendung – einfach den beiliegenden Retourenschein nutzen.`,
      callToAction: 'Mehr erfahren',
      link: '/content/kundenservice/faq-lieferung',
      layoutColor: 'Highlighted',
      trackingName: 'service-ruecksendung',
      promotionTarget: 'service',
    },
    price: {
      internalTitle: 'Preis-Eyecatcher (Produkt)',
      displayType: 'COMPACT',
      title: 'Unser Bestseller',
      callToAction: 'Ansehen',
      link: productIds[1] ? `/p/${productIds[1]}` : '/mode/damen-kleider',
      automatedProductId: productIds[1] ?? null,
      eyecatcher: {
        eyecatcherType: 'PRICE_BY_PRODUCTID',
        productId: productIds[1] ?? null,
        size: 'small',
        eyecatcherDesign: 'DEFAULT',
      },
      trackingName: 'bestseller',
      promotionTarget: 'produkt',
    },
    textiles: {
      internalTitle: 'Heimtextilien (Listing Wohnen)',
      displayType: 'DEFAULT',
      title: 'Kuschelig durch den Winter',
      text: 'Biber-Bettwäsche, Plaids und Kissen für gemütliche Abende.',
      callToAction: 'Heimtextilien entdecken',
      categoryImageLink: 'c-wohnen-heimtextilien',
      trackingName: 'heimtextilien-winter',
      promotionTarget: 'heimtextilien',
    },
    sleep: {
      internalTitle: 'Matratzen-Ratgeber (Listing Wohnen)',
      displayType: 'PLAIN',
      lenientCheck: true,
      headline: 'Ratgeber',
      title: 'Welche Matratze passt zu mir?',
      text: 'Härtegrad, Liegezonen und Material einfach erklärt.',
      callToAction: 'Zu den Matratzen',
      link: '/wohnen/moebel/matratzen',
      trackingName: 'ratgeber-matratzen',
      promotionTarget: 'matratzen',
    },
  };
}

export type DemoPromotionKey = keyof ReturnType<typeof promotionsDeAt>;

/**
 * The demo campaign's listing entries of a de-AT shop (issue 14): on the dresses a sale banner
 * with a countdown and its conditions in a modal, a newsletter coupon banner with a real voucher
 * code, and five promotion cards of different display types; on Wohnen a banner and two cards.
 * The countdown runs ten days from the first start.
 */
export function listingEntriesDeAt(
  promotion: Record<DemoPromotionKey, number>,
  modalId: number,
  media: DemoMedia,
  now = Date.now(),
) {
  const card = (key: DemoPromotionKey) => ({ blockType: 'Promotion', promotion: promotion[key] });
  return [
    {
      internalTitle: 'Winter-Sale: Kleider',
      categoryIds: ['c-mode-damen-kleider'],
      banners: [
        {
          blockType: 'Banner',
          trackingName: 'winter-sale-kleider',
          text: markdown('**Winter-Sale:** bis zu 30 % auf ausgewählte Kleider – [jetzt sparen](/sale)'),
          countdownStart: new Date(now - DAY).toISOString(),
          countdown: new Date(now + 10 * DAY).toISOString(),
          modal: modalId,
          layoutColor: 'Sale',
        },
        {
          blockType: 'Banner',
          trackingName: 'newsletter-code',
          text: markdown('**10 % auf Ihre erste Bestellung** ab 30 € Warenwert – mit diesem Code:'),
          couponCode: 'WILLKOMMEN10',
          bannerImage: media.campaign,
          bannerImageLink: '/content/newsletter',
          layoutColor: 'Highlighted',
        },
        {
          blockType: 'Richtext',
          title: 'Kleider-Beratung',
          richtext: markdown(
            'Unsicher bei der Größe? Unsere [Fragen und Antworten](/content/kundenservice/faq) und der Kundenservice helfen Ihnen gern weiter.',
          ),
        },
      ],
      cards: [card('knit'), card('look'), card('blazer'), card('shipping'), card('price')],
      bottomRecommendation: { outputId: 'categoryBottom', title: 'Beliebt bei Kleidern' },
    },
    {
      internalTitle: 'Wohnen: Winter',
      categoryIds: ['c-wohnen'],
      banners: [
        {
          blockType: 'Banner',
          trackingName: 'wohnen-winter',
          text: markdown('**Gemütlich wohnen:** neue Heimtextilien für die kalte Jahreszeit'),
          layoutColor: 'Primary',
        },
      ],
      cards: [card('textiles'), card('sleep')],
      bottomRecommendation: { outputId: 'categoryBottom', title: null },
    },
  ];
}

/** The survey teaser of the dresses' listing (shown with performance consent). */
export function surveyDeAt() {
  return {
    pages: ['c-mode-damen-kleider'],
    headline: 'Wie gefällt Ihnen unsere Kleider-Auswahl?',
    description: markdown(
      'Sagen Sie uns in zwei Minuten, welche Schnitte, Farben und Größen Sie sich wünschen. Die Umfrage ist anonym.',
    ),
    buttonLabel: 'Zur Umfrage',
    url: 'https://umfrage.lindgard.at/kleider',
  };
}

/** The pdpBanner of every dress's product page: the sale with its conditions. */
export function productPageEntryDeAt(modalId: number) {
  return {
    internalTitle: 'Winter-Sale: Kleider (Produktseite)',
    categoryIds: ['c-mode-damen-kleider'],
    pdpBanner: [
      {
        blockType: 'Banner',
        trackingName: 'winter-sale-pdp',
        text: markdown('**Winter-Sale:** ausgewählte Kleider bis zu 30 % reduziert'),
        modal: modalId,
        layoutColor: 'Sale',
      },
    ],
  };
}

/** Editors' images of visual category tiles (the key visualCategories.{id}); the others show their best sellers. */
export function keyedImagesDeAt(media: DemoMedia) {
  return [
    { key: 'visualCategories.c-mode-damen-pullover', image: media.knit },
    { key: 'visualCategories.c-mode-damen-roecke', image: media.skirt },
  ];
}

/**
 * The visual filter of dresses (storefront S2.3 item 4): the four lengths as image tiles, short to
 * long (the order names exactly the lengths dresses come in: keepOrder).
 */
export function visualFiltersDeAt(media: DemoMedia) {
  return [
    {
      categoryIds: ['c-mode-damen-kleider'],
      filterId: 'length',
      keepOrder: true,
      choices: [
        { choiceId: 'mini', image: media.dressMini },
        { choiceId: 'knielang', image: media.dressKnee },
        { choiceId: 'midi', image: media.dressMidi },
        { choiceId: 'maxi', image: media.dressMaxi },
      ],
    },
  ];
}
