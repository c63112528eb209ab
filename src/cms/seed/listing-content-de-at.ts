import { categoryIndex } from '@/server/catalog/category-index';
import { generatedListingContentDeAt } from './listing-content-generated-de-at';
import { markdown } from './lexical';

/** The seeded editorial texts of listings (SeoContent) of a de-AT shop, by the category's German path. */
const ENTRIES = [
  {
    path: '/mode/damen-kleider',
    internalTitle: 'Kleider',
    description:
      'Damenkleider für jeden Anlass: Etuikleider, Maxikleider und Spitzenkleider in den Größen 36 bis 58 – bequem auf Rechnung bestellen.',
    linkBox: [
      {
        label: 'Beliebte Kleider',
        links: [
          { name: 'Blaue Kleider', destination: '/mode/damen-kleider?searchColor=blau' },
          { name: 'Schwarze Kleider', destination: '/mode/damen-kleider?searchColor=schwarz' },
          { name: 'Kleider in Größe 44', destination: '/mode/damen-kleider?filterSize=44' },
          { name: 'Kleider im Sale', destination: '/mode/damen-kleider?sale=true' },
        ],
      },
      {
        label: 'Passend dazu',
        links: [
          { name: 'Blazer', destination: '/mode/damen-blazer' },
          { name: 'Strickjacken', destination: '/mode/damen-strickjacken' },
          { name: 'Schuhe', destination: '/mode/schuhe' },
        ],
      },
    ],
    bottomContent: `## Damenkleider für jeden Anlass

Ob Etuikleid fürs Büro, Maxikleid für den Sommerurlaub oder festliches Spitzenkleid für die Hochzeit: In unserer Kleider-Kollektion finden Sie Schnitte in den Größen 36 bis 58. [Reduzierte Kleider](/mode/damen-kleider?sale=true) finden Sie im Sale.

### Welche Kleiderlänge steht mir?

Knielange Kleider strecken die Silhouette, Midikleider umspielen die Wade und Maxikleider wirken fließend. Mit einem Gürtel betonen Sie die Taille.

### Kleider in großen Größen

Viele Modelle gibt es bis Größe 58 – mit bequemem Jersey, A-Linie und Wickeloptik.

## Pflegetipps für Kleider

Waschen Sie Kleider aus Viskose und Jersey auf links bei 30 °C und hängen Sie sie feucht auf. Kleider aus Leinen bügeln Sie am besten noch leicht feucht.`,
  },
  {
    path: '/wohnen/moebel/matratzen',
    internalTitle: 'Matratzen',
    description:
      'Matratzen aus Kaltschaum, Taschenfederkern und Gelschaum in allen Härtegraden – mit Mitnahme der alten Matratze.',
    linkBox: [
      {
        label: 'Rund ums Bett',
        links: [
          { name: 'Lattenroste', destination: '/wohnen/moebel/lattenroste' },
          { name: 'Bettwäsche', destination: '/wohnen/heimtextilien' },
        ],
      },
    ],
    bottomContent: `## Die passende Matratze finden

Kaltschaum, Taschenfederkern oder Gelschaum: Der Härtegrad richtet sich nach Körpergewicht und Schlafposition. Auf Wunsch nehmen wir Ihre alte Matratze gegen eine Gebühr mit.

### Härtegrade im Überblick

H2 eignet sich bis etwa 80 kg, H3 bis etwa 100 kg und H4 für ein höheres Körpergewicht.`,
  },
];

/**
 * The SeoContent entries as the seed writes them: the hand-written ones (categories missing from
 * the tree are skipped), then those written from the tree for every department and its
 * sub-categories.
 */
export function listingContentDeAt() {
  const written = ENTRIES.flatMap((entry) => {
    const category = categoryIndex.byPath(entry.path);
    if (!category) return [];
    return [
      {
        internalTitle: entry.internalTitle,
        categoryId: category.id,
        automaticShopname: true,
        description: entry.description,
        linkBox: entry.linkBox,
        bottomContent: markdown(entry.bottomContent),
      },
    ];
  });
  const generated = generatedListingContentDeAt(new Set(written.map((entry) => entry.categoryId))).map(
    (entry) => ({ ...entry, bottomContent: markdown(entry.bottomContent) }),
  );
  return [...written, ...generated];
}
