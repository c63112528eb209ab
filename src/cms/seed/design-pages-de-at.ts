import type { ShopConfig } from '@/lib/shop/shop';
import { blockNode, documentOf, markdown, paragraphWith } from './lexical';
import type { DemoMedia } from './seed-media';
import { inspirationPageDeAt, outfitPageDeAt } from './editorial-pages-de-at';
import type { SeedPage } from './seed-page';

/** What the design pages link to: ids made by the seed before them. */
export interface DesignContext {
  media: DemoMedia;
  /** the modal of the shop (modals collection) */
  modalId: number;
  /** a content page of the shop, for the InternalLink item */
  internalPageId: number;
  /** orderable products for outfits and recommendations */
  productIds: { outfit: string[]; inspiration: string[]; picks: string[] };
  /** a category with dresses, for the recommendation by category */
  categoryId: string | null;
}

/** The modal the design elements open (modals collection), per shop. */
export function demoModalDeAt() {
  return {
    modalId: 'herbstaktion',
    headline: 'Herbstaktion: so funktioniert’s',
    richtext: markdown(
      'Während der Herbstaktion erhalten Sie **20 % Rabatt** auf Ihre Bestellung. Geben Sie den Code im letzten Schritt der Bestellung ein.\n\nDer Rabatt gilt nicht für bereits reduzierte Artikel und ist nicht mit anderen Aktionscodes kombinierbar.',
    ),
    coupon: { code: 'HERBST20', hint: 'Einlösbar bis 28.02.2027' },
    linkText: 'Bedingungen der Herbstaktion',
    primaryButtonLink: { label: 'Zu den Mänteln', target: '/mode' },
  };
}

const inThreeDays = () => new Date(Date.now() + 3 * 24 * 3600 * 1000 + 5 * 3600 * 1000).toISOString();

/**
 * "Gestaltungselemente": every content item type with demo data, for editors to see what each
 * looks like (issue 22); with it the demo inspiration and outfit page (editorial-pages-de-at.ts).
 */
export function designPagesDeAt(
  shop: ShopConfig,
  ctx: DesignContext,
): Record<'content' | 'inspiration' | 'outfit', SeedPage[]> {
  const { media } = ctx;
  const columns = (texts: string[], ratio?: string) => ({
    blockType: 'Layout',
    internalTitle: `${texts.length} Spalten`,
    columns: texts.map((text, i) => ({
      content: markdown(text),
      horizontalAlignment: i === texts.length - 1 && texts.length > 1 ? 'right' : 'left',
    })),
    ...(ratio ? { ratio } : {}),
    verticalAlignment: 'top',
    maxPageWidth: 'default (100%)',
  });
  const design: SeedPage = {
    slug: 'gestaltungselemente',
    title: 'Gestaltungselemente',
    description:
      'Alle Inhaltselemente des Shops mit Beispielinhalten: Texte, Listen, Aktionen, Bilder, Video und Empfehlungen.',
    indexDirective: 'noindex, follow',
    content: [
      {
        blockType: 'Richtext',
        title: 'Text und Tabellen',
        richtext:
          markdown(`Diese Seite zeigt jedes Inhaltselement des Shops mit Beispielinhalten. Redakteurinnen und Redakteure sehen hier, wie ihre Inhalte aussehen.

## Überschrift der Ebene 2

Ein Absatz mit **fettem** und *kursivem* Text, einem [internen Link](/content/kundenservice/faq), einem [externen Link](https://www.wko.at) und einer [E-Mail-Adresse](mailto:${shop.customerService.email}).

### Überschrift der Ebene 3

- Aufzählungspunkt eins
- Aufzählungspunkt zwei

1. Erster Schritt
2. Zweiter Schritt

> Mode ist das, was man selbst daraus macht.

---

#### Größentabelle (mehr als 3 Spalten: erste Spalte fixiert)

| Größe | Brustumfang | Taillenumfang | Hüftumfang | Innenbeinlänge |
|---|---|---|---|---|
| 36 | 84 cm | 68 cm | 94 cm | 78 cm |
| 38 | 88 cm | 72 cm | 97 cm | 79 cm |
| 40 | 92 cm | 76 cm | 100 cm | 80 cm |
| 42 | 96 cm | 80 cm | 103 cm | 81 cm |`),
      },
      {
        blockType: 'Richtext',
        title: 'Eingebettete Inhalte',
        richtext: documentOf(
          paragraphWith(
            'Rich text kann Inhalte einbetten, etwa einen Link auf ein Modal: ',
            { blockType: 'ModalLink', modal: ctx.modalId, linkText: 'Aktionsbedingungen lesen' },
            '.',
          ),
          blockNode({
            blockType: 'Coupon',
            title: 'Gratisversand ab 1 Artikel',
            couponText: 'Nur heute: keine Versandkosten.',
            code: 'GRATIS1',
            showQrCode: false,
            layoutColor: 'Highlighted',
          }),
          blockNode({
            blockType: 'InlineAsset',
            internalTitle: 'Rock',
            image: media.skirt,
            alignment: 'left',
          }),
        ),
      },
      { blockType: 'TableOfContents', title: 'Inhalt dieser Seite' },
      { blockType: 'Text', styledText: 'Dekorative Überschrift', style: 'Decorative H2' },
      {
        blockType: 'Accordion',
        defaultIndex: 1,
        allowMultiple: false,
        items: [
          {
            title: 'Was ist ein Akkordeon?',
            richtext: markdown(
              'Aufklappbare Abschnitte: beim Öffnen eines Abschnitts schließt sich der vorige.',
            ),
          },
          {
            title: 'Wofür eignet es sich?',
            richtext: markdown('Für häufige Fragen und lange Erklärungen, die nicht jede Kundin braucht.'),
          },
        ],
      },
      {
        blockType: 'Checklist',
        title: 'Ihre Vorteile',
        textList: [
          { text: 'Kauf auf Rechnung' },
          { text: 'Kostenlose Rücksendung' },
          { text: 'Sicher einkaufen' },
        ],
      },
      {
        blockType: 'DosDonts',
        titleDos: 'So pflegen Sie Wolle',
        textListDos: [{ text: 'Handwäsche mit Wollwaschmittel' }, { text: 'Liegend trocknen' }],
        titleDonts: 'Lieber nicht',
        textListDonts: [{ text: 'Heiß waschen' }, { text: 'Im Trockner trocknen' }],
      },
      {
        blockType: 'Tip',
        title: 'Tipp: die richtige Größe',
        content: markdown(
          'Messen Sie ein gut sitzendes Kleidungsstück flach liegend aus und vergleichen Sie es mit unserer Größentabelle.',
        ),
        linkLabel: 'Zur Größenberatung',
        linkTarget: '/content/kundenservice/faq',
      },
      {
        blockType: 'Panel',
        content: markdown('Ein **Panel** rahmt einen Hinweis ein, etwa zu Lieferzeiten vor Feiertagen.'),
      },
      {
        blockType: 'SeoAdvice',
        title: 'Ratgeber: Mäntel für jede Figur',
        content: markdown(
          'Gerade geschnittene Mäntel strecken die Silhouette; taillierte Modelle betonen die Taille.',
        ),
      },
      columns(['**Eine Spalte** über die ganze Breite.']),
      columns(
        [
          '**Schmal (25 %)**: Randnotiz.',
          '**Breit (75 %)**: der Haupttext neben der Randnotiz, rechtsbündig.',
        ],
        '25/75',
      ),
      columns(['Spalte 1', 'Spalte 2', 'Spalte 3']),
      columns(['Spalte 1', 'Spalte 2', 'Spalte 3', 'Spalte 4']),
      columns(['1', '2', '3', '4', '5', '6']),
      {
        blockType: 'Box',
        headline: 'Kostenlose Rücksendung',
        content: markdown('Passt etwas nicht, senden Sie es innerhalb von 14 Tagen kostenlos zurück.'),
        link: { label: 'So funktioniert die Rücksendung', target: '/content/kundenservice/faq' },
        layoutColor: 'Primary',
      },
      {
        blockType: 'Card',
        headline: 'Strick für kühle Tage',
        text: 'Pullover und Cardigans aus weicher Wolle.',
        image: media.knit,
        imageRatio: '4:3',
        link: { label: 'Jetzt entdecken', target: '/mode' },
        layoutColor: 'Highlighted',
      },
      {
        blockType: 'Banner',
        trackingName: 'herbstaktion-design',
        text: markdown('**Herbstaktion:** 20 % auf Ihre Bestellung'),
        couponCode: 'HERBST20',
        bannerImage: media.campaign,
        bannerImageLink: '/mode',
        countdown: inThreeDays(),
        modal: ctx.modalId,
        layoutColor: 'Sale',
      },
      { blockType: 'Modal', modal: ctx.modalId },
      {
        blockType: 'Coupon',
        title: '10 % auf Ihre nächste Bestellung',
        couponText: 'Für alle Newsletter-Abonnentinnen und -Abonnenten.',
        hint: 'Einmal einlösbar, nicht mit anderen Aktionen kombinierbar.',
        code: 'NEWS10',
        showQrCode: true,
        layoutColor: 'Primary',
      },
      {
        blockType: 'PhoneBox',
        icon: 'PHONE',
        title: 'Bestellung und Beratung',
        subtitle: 'Mo–Fr 8–20 Uhr, Sa 9–16 Uhr',
        number: shop.customerService.phone,
        disclaimer: 'Zum Ortstarif',
      },
      {
        blockType: 'ContactBox',
        icon: 'MAIL',
        title: 'Schreiben Sie uns',
        content: markdown('Wir antworten werktags innerhalb von 24 Stunden.'),
        buttonLabel: 'Zum Kontaktformular',
        buttonLink: '/contact',
      },
      { blockType: 'Button', label: 'Zur Startseite', link: '/', color: 'Primary' },
      { blockType: 'ActionButton', label: 'Seite drucken', type: 'PRINT' },
      {
        blockType: 'InternalLink',
        label: 'Zum Impressum',
        internalTitle: 'Impressum',
        internalTarget: ctx.internalPageId,
      },
      {
        blockType: 'ExternalLink',
        label: 'Wirtschaftskammer Österreich',
        externalTarget: 'https://www.wko.at',
        openInNewTab: true,
      },
      {
        blockType: 'AnchorLink',
        label: 'Nach oben zur Überschrift der Ebene 2',
        anchor: 'ueberschrift-der-ebene-2',
      },
      { blockType: 'InlineAsset', internalTitle: 'Strick', image: media.knit, alignment: 'center' },
      {
        blockType: 'ContentItemAsset',
        internalTitle: 'Herbstlook',
        imageCloudinary: media.look,
        imageRatio: '2:1',
        type: 'captioned',
        alignment: 'INLINE',
      },
      {
        blockType: 'Video',
        video: media.video,
        poster: media.poster,
        description: 'Stoffbahnen in Sand und Petrol, die sich sanft im Wind bewegen',
        responsive: true,
      },
      {
        blockType: 'IFrame',
        url: 'https://www.openstreetmap.org/export/embed.html?bbox=15.41%2C47.05%2C15.46%2C47.08&layer=mapnik',
        title: 'Karte: unser Standort in Graz',
        height: 400,
        trackingName: 'standort-karte',
      },
      {
        blockType: 'InspirationItem',
        headline: 'Herbst in Schichten',
        text: markdown(
          'Mantel über Strickkleid, dazu eine Hose in Anthrazit: drei Teile, die sich immer wieder neu kombinieren lassen.',
        ),
        link: { label: 'Mehr Inspiration', target: '/inspiration/herbst-in-schichten' },
        images: [media.look, media.knit, media.skirt],
        layoutColor: 'Primary',
        productIds: ctx.productIds.inspiration.join(', '),
      },
      {
        blockType: 'OutfitItem',
        headline: 'Büro-Chic',
        description: 'Blazer, Bluse und Stoffhose: klassisch und bequem.',
        image: media.office,
        imageRatio: '3:4',
        productIds: ctx.productIds.outfit.join(', '),
      },
      {
        blockType: 'Recommendation',
        title: 'Unsere Empfehlungen',
        recommendationType: 'gkAir',
        displayType: 'Reco Slider',
        outputId: 'selection',
        service: {
          serviceId: 'lindgard',
          parameters: [{ name: 'productIds', value: ctx.productIds.picks.join(', ') }],
        },
      },
      ...(ctx.categoryId
        ? [
            {
              blockType: 'RecommendationGkAir',
              title: 'Beliebte Kleider',
              outputId: 'categoryBottom',
              serviceId: 'lindgard',
              parameters: [{ name: 'categoryId', value: ctx.categoryId }],
            },
          ]
        : []),
      { blockType: 'CookieList', title: 'Cookies in diesem Shop' },
    ],
  };
  return { content: [design], inspiration: [inspirationPageDeAt(ctx)], outfit: [outfitPageDeAt(ctx)] };
}
