import type { CategoryNode } from '@/lib/category/types';
import { RETURN_DAYS } from '@/lib/shop/returns';
import { categoryIndex } from '@/server/catalog/category-index';

/** What a department is about, for its own and its sub-categories' texts. */
const DEPARTMENT_TEXT: Record<string, string> = {
  'c-mode':
    'Damenmode in den Größen 36 bis 58, Wäsche, Bademode, Schuhe und Accessoires – von zeitlosen Basics bis zu den Trends der Saison.',
  'c-wohnen':
    'Heimtextilien, Möbel, Matratzen, Deko und Haushaltshelfer für ein gemütliches Zuhause – vieles davon auch in Übergrößen und Sondermaßen.',
  'c-inspirationen':
    'Ideen für Outfits und Wohnräume: kombinierte Looks, Trends der Saison und Anlässe, mit allen Teilen zum direkten Bestellen.',
  'c-sale':
    'Reduzierte Mode und Wohnartikel: Die Preise sind bereits gesenkt, solange der Vorrat reicht – neue Angebote kommen laufend dazu.',
};

const visible = (node: CategoryNode) => !node.isHidden && !node.isContentTitle;
const titleOf = (node: CategoryNode) => node.title ?? node.name;

/** "A, B und C" */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} und ${names.at(-1)}`;
}

function entryFor(node: CategoryNode, department: CategoryNode, siblings: readonly CategoryNode[]) {
  const children = (node.children ?? []).filter(visible);
  const others = siblings.filter((sibling) => sibling.id !== node.id && visible(sibling));
  const title = titleOf(node);
  const childNames = children.slice(0, 6).map(titleOf);
  const linkBox = [
    ...(children.length > 0
      ? [
          {
            label: `Beliebt in ${title}`,
            links: children.slice(0, 8).map((child) => ({ name: titleOf(child), destination: child.path })),
          },
        ]
      : []),
    ...(others.length > 0
      ? [
          {
            label: node.id === department.id ? 'Weitere Sortimente' : `Mehr aus ${titleOf(department)}`,
            links: others.slice(0, 8).map((other) => ({ name: titleOf(other), destination: other.path })),
          },
        ]
      : []),
  ];
  const overview =
    childNames.length > 0
      ? `In der Rubrik ${title} finden Sie ${listOf(childNames)}.`
      : `In der Rubrik ${title} finden Sie eine laufend aktualisierte Auswahl unseres Sortiments.`;
  return {
    internalTitle: `${title} (${department.name})`,
    categoryId: node.id,
    automaticShopname: true,
    description: `${title} bequem online bestellen: ${
      childNames.length > 0 ? `${listOf(childNames.slice(0, 3))} und mehr` : 'große Auswahl'
    } – Kauf auf Rechnung und kostenloser Rückversand.`,
    linkBox,
    bottomContent: `## ${title} online bestellen

${overview} ${DEPARTMENT_TEXT[department.id] ?? ''}

### Bequem bestellen und zurücksenden

Sie bestellen bequem auf Rechnung und bezahlen erst, wenn die Ware bei Ihnen ist. Was nicht passt, senden Sie innerhalb von ${RETURN_DAYS} Tagen kostenlos zurück – den Retourenschein finden Sie im Paket.`,
  };
}

/**
 * The SeoContent of every visible department and its visible sub-categories (issue 14 item 6),
 * written from the category tree: a link box of the category's sub-categories and its siblings,
 * and a bottom text naming what the category holds. Hand-written entries take precedence.
 */
export function generatedListingContentDeAt(except: ReadonlySet<string>) {
  const departments = categoryIndex.roots().filter(visible);
  return departments.flatMap((department) => {
    const children = (department.children ?? []).filter(visible);
    return [
      entryFor(department, department, departments),
      ...children.map((child) => entryFor(child, department, children)),
    ].filter((entry) => !except.has(entry.categoryId));
  });
}
