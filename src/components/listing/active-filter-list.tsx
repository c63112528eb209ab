import { ShopLink } from '@/components/layout/shop-link';
import { useTranslations } from 'next-intl';
import { isFilterId } from '@/lib/listing/filter-ids';
import { toggleChoice, withoutFilter, type FilterSelection } from '@/lib/listing/filter-selection';
import { listingHref } from '@/lib/listing/listing-url';
import type { ProductSort } from '@/lib/listing/product-sort';
import type { ActiveFilter } from '@/server/listing/query-facets';

interface Props {
  path: string;
  active: ActiveFilter[];
  selection: FilterSelection;
  sort: ProductSort;
  keep: [string, string][];
}

/** 'Active filters:' with one remove link per value and one for all (S2.3). */
export function ActiveFilterList({ path, active, selection, sort, keep }: Props) {
  const t = useTranslations('listing');
  if (active.length === 0) return null;
  const hrefWithout = (filterId: string, valueId: string) => {
    if (!isFilterId(filterId)) return listingHref(path, { selection, sort, keep });
    const next =
      filterId === 'price' || filterId === 'sale'
        ? withoutFilter(selection, filterId)
        : toggleChoice(selection, filterId, valueId);
    return listingHref(path, { selection: next, sort, keep });
  };
  return (
    <section aria-labelledby="active-filters-title" className="mt-4 flex flex-wrap items-center gap-2">
      <h2 id="active-filters-title" className="text-sm font-semibold">
        {t('activeFilters')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {active.flatMap((filter) =>
          filter.values.map((value) => (
            <li key={`${filter.id}-${value.id}`}>
              <ShopLink
                href={hrefWithout(filter.id, value.id)}
                aria-label={t('removeFilter', { name: value.name })}
                className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-3 py-1 text-sm hover:underline"
              >
                {value.name} <span aria-hidden="true">×</span>
              </ShopLink>
            </li>
          )),
        )}
      </ul>
      <ShopLink href={listingHref(path, { sort, keep })} className="text-sm underline">
        {t('removeAllFilters')}
      </ShopLink>
    </section>
  );
}
