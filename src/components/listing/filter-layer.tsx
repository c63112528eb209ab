'use client';

import { useLinkContext, useShopHref, useShopRouter } from '@/components/client/client-state-provider';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PRODUCT_SORTS, type ProductSort } from '@/lib/listing/product-sort';
import { loadFilterLayer, type FilterLayerData } from '@/server/listing/load-chunk.action';
import { PriceRangeSlider } from './price-range-slider';
import { useTextLanguage } from '@/i18n/text-language';

interface Props {
  action: string;
  /** the listing's query string, to load the filters with their counts */
  query: string;
  sort: ProductSort;
  /** parameters the listing keeps whatever the filters (q on the search page) */
  keep: [string, string][];
  /** changes with the URL, so the form shows the new choices after navigation */
  stateKey: string;
}

/**
 * The 'Filter & Sort' layer (S2.3). It is a plain GET form, so it works before the script loads;
 * with the script it writes the canonical URL ({filterId}=a,b) and announces the change.
 */
export function FilterLayer({ action, query, sort, keep, stateKey }: Props) {
  const t = useTranslations('listing');
  const lang = useTextLanguage();
  const router = useShopRouter();
  const formAction = useShopHref()(action);
  const store = useLinkContext().store;
  const details = useRef<HTMLDetailsElement>(null);
  const [applied, setApplied] = useState(false);
  const [loaded, setLoaded] = useState<{ key: string; data: FilterLayerData | null } | null>(null);
  const data = loaded?.key === stateKey ? loaded.data : null;

  // the listing state whose filters are loaded or loading: one request per state
  const requested = useRef<string | null>(null);

  function onToggle() {
    if (!details.current?.open || requested.current === stateKey) return;
    requested.current = stateKey;
    loadFilterLayer({ path: action, query })
      .then((result) => setLoaded({ key: stateKey, data: result }))
      .catch(() => setLoaded({ key: stateKey, data: null }));
  }

  // opened before the page's script had started (a shopper quicker than the network): load now
  useEffect(() => {
    if (details.current?.open) onToggle();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per listing state, like the layer itself
  }, [stateKey]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // before the filters have loaded the form holds only the sort: keep the active filters then
    const params = new URLSearchParams(data ? keep : new URLSearchParams(query));
    params.delete('page');
    params.delete('sort');
    const grouped = new Map<string, string[]>();
    for (const [key, value] of form.entries()) {
      if (typeof value !== 'string' || value === '' || key === 'q') continue;
      grouped.set(key, [...(grouped.get(key) ?? []), value]);
    }
    const min = grouped.get('priceMin')?.[0];
    const max = grouped.get('priceMax')?.[0];
    grouped.delete('priceMin');
    grouped.delete('priceMax');
    for (const [key, values] of grouped) {
      if (key === 'sort' && values[0] === 'sortKey') continue;
      params.set(key, values.join(','));
    }
    if (min || max) params.set('price', `${min ?? ''}-${max ?? ''}`);
    const next = params.toString().replace(/%2C/g, ',');
    if (details.current) details.current.open = false;
    router.push(next ? `${action}?${next}` : action, { scroll: false });
    setApplied(true);
  }

  const filters = data?.filters ?? [];
  const saleFilter = data?.saleFilter;
  const saleChoice = saleFilter?.choices[0];
  const saleCount = saleChoice?.kind === 'boolean' ? saleChoice.productCount : 0;
  return (
    <>
      <details key={stateKey} ref={details} onToggle={onToggle} className="group relative">
        <summary className="filter-layer-toggle">
          <span lang={lang('listing.filterAndSort')}>{t('filterAndSort')}</span>
        </summary>
        <form action={formAction} method="get" onSubmit={onSubmit} className="filter-layer">
          {keep.map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          {store ? <input type="hidden" name="store" value="1" /> : null}
          <fieldset className="mb-4">
            <legend className="mb-2 font-semibold">{t('sortLabel')}</legend>
            {PRODUCT_SORTS.map((s) => (
              <label key={s} className="filter-choice">
                <input type="radio" name="sort" value={s} defaultChecked={s === sort} />
                {t(`sort.${s}`)}
              </label>
            ))}
          </fieldset>
          {loaded?.key === stateKey ? null : <p className="text-sm text-muted">{t('loadingFilters')}</p>}
          {saleFilter && (saleCount > 0 || saleFilter.active) ? (
            <label className="mb-4 flex items-center gap-2">
              <input type="checkbox" name="sale" value="true" defaultChecked={saleFilter.active} />
              {t('choiceWithCount', { label: t('saleOnly'), count: saleCount })}
            </label>
          ) : null}
          {filters.map((filter) => (
            <details key={filter.id} open={filter.active} className="border-t border-border py-2">
              <summary className="cursor-pointer py-1 font-semibold">
                {data?.labels[filter.id] ?? filter.id}
              </summary>
              <fieldset>
                <legend className="sr-only">{data?.labels[filter.id] ?? filter.id}</legend>
                {filter.choices.map((choice) => {
                  if (choice.kind === 'range') {
                    return (
                      <PriceRangeSlider
                        key="range"
                        min={choice.min}
                        max={choice.max}
                        minActive={choice.minActive}
                        maxActive={choice.maxActive}
                      />
                    );
                  }
                  if (choice.kind === 'boolean') return null;
                  return (
                    <label key={choice.id} className="filter-choice">
                      <input
                        type="checkbox"
                        name={filter.id}
                        value={choice.id}
                        defaultChecked={choice.active}
                      />
                      {choice.color ? (
                        <span
                          aria-hidden="true"
                          className="filter-swatch"
                          style={{ background: choice.color }}
                        />
                      ) : null}
                      <span>{t('choiceWithCount', { label: choice.label, count: choice.productCount })}</span>
                    </label>
                  );
                })}
              </fieldset>
            </details>
          ))}
          <div className="filter-actions">
            <button type="submit" className="filter-apply">
              {t('apply')}
            </button>
          </div>
        </form>
      </details>
      <p role="alert" className="sr-only" lang={lang('listing.appliedAlert')}>
        {applied ? t('appliedAlert') : ''}
      </p>
    </>
  );
}
