import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types';

/**
 * Editorial content of listing pages until the content service lands: link boxes and SEO bottom
 * texts by category path, in the content service's shapes (linkBox, bottomContent.json rich text).
 */
export interface ListingContentSeed {
  linkBox?: unknown;
  bottomContent?: Document;
}

const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
const paragraph = (...content: object[]) => ({ nodeType: BLOCKS.PARAGRAPH, data: {}, content });
const heading = (nodeType: BLOCKS, value: string) => ({ nodeType, data: {}, content: [text(value)] });
const link = (uri: string, value: string) => ({
  nodeType: INLINES.HYPERLINK,
  data: { uri },
  content: [text(value)],
});
const doc = (...content: object[]) =>
  ({ nodeType: BLOCKS.DOCUMENT, data: {}, content }) as unknown as Document;

export const LISTING_CONTENT: Record<string, ListingContentSeed> = {
  '/mode/damen-kleider': {
    linkBox: {
      linkboxEntries: [
        {
          label: 'Beliebte Kleider',
          children: [
            { name: 'Blaue Kleider', destination: '/mode/damen-kleider?searchColor=blau' },
            { name: 'Schwarze Kleider', destination: '/mode/damen-kleider?searchColor=schwarz' },
            { name: 'Kleider in Größe 44', destination: '/mode/damen-kleider?filterSize=44' },
            { name: 'Kleider im Sale', destination: '/mode/damen-kleider?sale=true' },
          ],
        },
        {
          label: 'Passend dazu',
          children: [
            { name: 'Blazer', destination: '/mode/damen-blazer' },
            { name: 'Strickjacken', destination: '/mode/damen-strickjacken' },
            { name: 'Schuhe', destination: '/mode/schuhe' },
          ],
        },
      ],
    },
    bottomContent: doc(
      heading(BLOCKS.HEADING_2, 'Damenkleider für jeden Anlass'),
      paragraph(
        text(
          'Ob Etuikleid fürs Büro, Maxikleid für den Sommerurlaub oder festliches Spitzenkleid für die Hochzeit: ',
        ),
        text('In unserer Kleider-Kollektion finden Sie Schnitte in den Größen 36 bis 58. '),
        link('/mode/damen-kleider?sale=true', 'Reduzierte Kleider'),
        text(' finden Sie im Sale.'),
      ),
      heading(BLOCKS.HEADING_3, 'Welche Kleiderlänge steht mir?'),
      paragraph(
        text(
          'Knielange Kleider strecken die Silhouette, Midikleider umspielen die Wade und Maxikleider wirken fließend. ',
        ),
        text('Mit einem Gürtel betonen Sie die Taille.'),
      ),
      heading(BLOCKS.HEADING_3, 'Kleider in großen Größen'),
      paragraph(text('Viele Modelle gibt es bis Größe 58 – mit bequemem Jersey, A-Linie und Wickeloptik.')),
      heading(BLOCKS.HEADING_2, 'Pflegetipps für Kleider'),
      paragraph(
        text(
          'Waschen Sie Kleider aus Viskose und Jersey auf links bei 30 °C und hängen Sie sie feucht auf. ',
        ),
        text('Kleider aus Leinen bügeln Sie am besten noch leicht feucht.'),
      ),
    ),
  },
  '/wohnen/moebel/matratzen': {
    linkBox: {
      linkboxEntries: [
        {
          label: 'Rund ums Bett',
          children: [
            { name: 'Lattenroste', destination: '/wohnen/moebel/lattenroste' },
            { name: 'Bettwäsche', destination: '/wohnen/heimtextilien' },
          ],
        },
      ],
    },
    bottomContent: doc(
      heading(BLOCKS.HEADING_2, 'Die passende Matratze finden'),
      paragraph(
        text(
          'Kaltschaum, Taschenfederkern oder Gelschaum: Der Härtegrad richtet sich nach Körpergewicht und Schlafposition. ',
        ),
        text('Auf Wunsch nehmen wir Ihre alte Matratze gegen eine Gebühr mit.'),
      ),
      heading(BLOCKS.HEADING_3, 'Härtegrade im Überblick'),
      paragraph(
        text('H2 eignet sich bis etwa 80 kg, H3 bis etwa 100 kg und H4 für ein höheres Körpergewicht.'),
      ),
    ),
  },
  '/mode': {
    // a link box in a shape the content service would never send: it renders nothing and is logged
    linkBox: { linkboxEntries: [{ label: 42, children: 'kaputt' }] },
  },
};
