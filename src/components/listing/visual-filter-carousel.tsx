import { useTranslations } from 'next-intl';
import { CmsImage } from '@/components/content/cms-image';
import type { FilterSelection } from '@/lib/listing/filter-selection';
import { listingHref } from '@/lib/listing/listing-url';
import type { ProductSort } from '@/lib/listing/product-sort';
import { visualFilterSelection } from '@/lib/listing/visual-filter';
import type { VisualFilter } from '@/server/content/get-visual-filter';
import { keyedMarkup } from '@/server/render/static-markup';
import { StaticHtml } from '@/components/render/static-html';

interface Tile {
  id: string;
  label: string;
  href: string;
  active: boolean;
  image: VisualFilter['choices'][number]['image'];
}

function Tiles({ tiles }: { tiles: Tile[] }) {
  return tiles.map((tile) => (
    <li key={tile.id}>
      <a
        href={tile.href}
        data-shop-link=""
        aria-current={tile.active ? 'true' : undefined}
        className="visual-filter-tile"
      >
        <CmsImage
          media={tile.image}
          ratio="3:4"
          alt=""
          sizes="(min-width:992px) 16vw,(min-width:768px) 21vw,(min-width:576px) 27vw,38vw"
          maxWidth={384}
          className="visual-category-image"
        />
        <span>{tile.label}</span>
      </a>
    </li>
  ));
}

/**
 * The visual filter carousel (storefront S2.3 item 4): one image tile per choice of a filter,
 * 2.5 / 3.5 / 4.5 / 6 per view (S9). A tile sets its choice (the page goes, the other filters and
 * the sort stay); the chosen tile is marked and clears the filter again.
 */
export function VisualFilterCarousel(props: {
  filter: VisualFilter;
  path: string;
  selection: FilterSelection;
  sort: ProductSort;
  keep: [string, string][];
}) {
  const { filter, path, selection, sort, keep } = props;
  const t = useTranslations('listing');
  const tAttribute = useTranslations('attributeLabels');
  const chosen = selection.values.get(filter.id) ?? [];
  const tiles: Tile[] = filter.choices.map((choice) => ({
    id: choice.id,
    label: choice.label,
    image: choice.image,
    href: listingHref(path, {
      selection: visualFilterSelection(selection, filter.id, choice.id),
      sort,
      keep,
    }),
    active: chosen.length === 1 && chosen[0] === choice.id,
  }));
  // the tiles are static HTML (links for the shop's navigation handler), kept per what they draw
  const key = JSON.stringify(
    tiles.map((tile) => [tile.id, tile.label, tile.image.id, tile.image.updatedAt, tile.href, tile.active]),
  );
  return (
    <nav
      aria-label={t('visualFilter', { filter: tAttribute(filter.id) })}
      className="mt-4"
      data-testid="visual-filter"
    >
      <StaticHtml
        as="ul"
        className="visual-filter"
        html={keyedMarkup(`visual-filter:${key}`, () => (
          <Tiles tiles={tiles} />
        ))}
      />
    </nav>
  );
}
