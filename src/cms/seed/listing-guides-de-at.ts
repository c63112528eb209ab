import { richtext } from './seed-blocks';
import type { SeedPage } from './seed-page';

/**
 * The buying guide shown in the dresses listing's content box (storefront S2.3 item 3): a content
 * page of its own (also at /content/ratgeber/kleiderlaengen), linked from the listing's SEO content.
 */
export const DRESS_GUIDE_SLUG = 'ratgeber/kleiderlaengen';

export function dressGuideDeAt(): SeedPage {
  return {
    slug: DRESS_GUIDE_SLUG,
    title: 'Ratgeber: Welche Kleiderlänge passt zu mir?',
    description: 'Mini, knielang, midi oder maxi: welche Kleiderlänge zu Figur, Anlass und Schuhen passt.',
    content: [
      richtext(
        `**Mini** zeigt Bein und wirkt mit flachen Schuhen jugendlich. **Knielang** ist der Allrounder fürs Büro. **Midi** umspielt die Wade und passt zu Stiefeln wie zu Pumps. **Maxi** fließt bis zum Knöchel – im Sommer mit Sandalen, im Winter mit Strickjacke.`,
        'Welche Kleiderlänge passt zu mir?',
      ),
    ],
  };
}
