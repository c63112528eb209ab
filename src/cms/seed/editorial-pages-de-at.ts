import type { ShopConfig } from '@/lib/shop/shop';
import type { DesignContext } from './design-pages-de-at';
import { markdown } from './lexical';
import type { SeedPage } from './seed-page';

/** The demo inspiration page of a de-AT shop: a layered autumn look with its products. */
export function inspirationPageDeAt(ctx: DesignContext): SeedPage {
  const { media } = ctx;
  return {
    slug: 'herbst-in-schichten',
    title: 'Herbst in Schichten',
    description: 'Lagenlook für den Herbst: Mantel, Strick und Rock in warmen Farben kombiniert.',
    content: [
      {
        blockType: 'InspirationItem',
        headline: 'Warme Farben, weiche Stoffe',
        text: markdown(
          'Camel, Bordeaux und Anthrazit: Farben, die zusammenpassen. Kombinieren Sie einen **Mantel** mit einem **Strickkleid** und setzen Sie mit einem Rock in Senfgelb einen Akzent.',
        ),
        images: [media.look, media.knit, media.skirt],
        layoutColor: 'Highlighted',
        productIds: ctx.productIds.inspiration.join(', '),
      },
      {
        blockType: 'Richtext',
        richtext: markdown(
          '## So gelingt der Lagenlook\n\n- Dünne Schichten unten, dickere oben\n- Eine Farbe als Klammer für den ganzen Look\n- Ein Gürtel gibt Form',
        ),
      },
      {
        blockType: 'Card',
        headline: 'Zum passenden Outfit',
        text: 'Büro-Chic mit Blazer und Bluse.',
        image: media.office,
        imageRatio: '4:3',
        link: { label: 'Outfit ansehen', target: '/outfit/buero-chic' },
        layoutColor: 'Primary',
      },
    ],
  };
}

/** The demo outfit page of a de-AT shop: an office outfit and its pieces. */
export function outfitPageDeAt(ctx: DesignContext): SeedPage {
  const { media } = ctx;
  return {
    slug: 'buero-chic',
    title: 'Büro-Chic',
    description: 'Ein Outfit fürs Büro: Blazer, Bluse und Stoffhose zum Nachshoppen.',
    content: [
      {
        blockType: 'OutfitItem',
        headline: 'Klassisch mit Blazer',
        description:
          'Ein Blazer in Marine, dazu eine helle Bluse und eine Stoffhose in Grau: ein Outfit, das vom Meeting bis zum Abendessen passt.',
        image: media.office,
        imageRatio: '3:4',
        productIds: ctx.productIds.outfit.join(', '),
      },
    ],
  };
}

/** The home page's category tiles (issue 14): categories with their best sellers' pictures. */
const HOME_TILES = [
  'c-mode-damen-kleider',
  'c-mode-damen-pullover',
  'c-mode-damen-strickjacken',
  'c-mode-damen-blazer',
  'c-mode-schuhe',
  'c-wohnen-heimtextilien-bettwaesche',
  'c-wohnen-moebel-matratzen',
  'c-sale',
];

/**
 * The home page content of a de-AT shop: the campaign as its hero banner, category tiles, the
 * promotions in a carousel, an inspiration, an outfit and recommendations.
 */
export function homePageDeAt(shop: ShopConfig, ctx: DesignContext, promotionIds: readonly number[] = []) {
  const { media } = ctx;
  return {
    internalTitle: `Startseite ${shop.brand}`,
    headline: `Willkommen bei ${shop.brand}`,
    intro:
      'Mode und Wohnen für jeden Tag – bequem bestellen, auf Rechnung zahlen und kostenlos zurücksenden.',
    seo: {
      title: 'Mode und Wohnen online bestellen',
      description: `Damenmode, Schuhe und Wohnideen bei ${shop.brand}: Kauf auf Rechnung, kostenlose Rücksendung und Beratung am Telefon.`,
    },
    heroBanner: [
      {
        blockType: 'Banner',
        trackingName: 'herbstaktion-home',
        text: markdown('**Herbstaktion:** 20 % auf Ihre Bestellung'),
        couponCode: 'HERBST20',
        bannerImage: media.campaign,
        bannerImageLink: '/mode',
        modal: ctx.modalId,
        layoutColor: 'Sale',
      },
    ],
    categoryTiles: HOME_TILES.map((categoryId) => ({ categoryId })),
    promotionCarousel: { title: 'Aktuelle Aktionen', promotions: [...promotionIds] },
    content: [
      {
        blockType: 'InspirationItem',
        headline: 'Herbst in Schichten',
        text: markdown('Mantel, Strick und Rock in warmen Farben: so gelingt der Lagenlook.'),
        link: { label: 'Zur Inspiration', target: '/inspiration/herbst-in-schichten' },
        images: [media.look, media.knit],
        layoutColor: 'Highlighted',
        productIds: ctx.productIds.inspiration.join(', '),
      },
      {
        blockType: 'Card',
        headline: 'Outfit der Woche: Büro-Chic',
        text: 'Blazer, Bluse und Stoffhose – klassisch und bequem.',
        image: media.office,
        imageRatio: '4:3',
        link: { label: 'Outfit ansehen', target: '/outfit/buero-chic' },
        layoutColor: 'Primary',
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
    ],
  };
}
