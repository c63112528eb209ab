import { useTranslations } from 'next-intl';
import { ProductListImpressions } from '@/components/analytics/product-list-impressions';
import { TrackEvent } from '@/components/analytics/track-event';
import { listingPayload } from '@/lib/analytics/listing-payload';
import { tileView } from '@/components/product/product-card';
import type { FilterSelection } from '@/lib/listing/filter-selection';
import { listingHref } from '@/lib/listing/listing-url';
import { CHUNK_SIZE, highFetchPriorityCount, priorityImageCount } from '@/lib/listing/pagination';
import type { ProductSort } from '@/lib/listing/product-sort';
import type { Listing } from '@/server/listing/get-listing';
import { ActiveFilterList } from './active-filter-list';
import { FilterLayer } from './filter-layer';
import { ListingPagination } from './listing-pagination';
import { LoadNextChunk } from './load-next-chunk';
import { TileGridItems } from './tile-grid-items';
import type { EditorialSlot } from './interleave-editorial';
import { useTextLanguage } from '@/i18n/text-language';
import { notedDocumentRequest } from '@/server/render/document-request';
import { handOverHtml } from '@/server/render/html-hand-over';

interface Props {
  headline: string;
  path: string;
  listing: Listing;
  page: number;
  pageCount: number;
  selection: FilterSelection;
  sort: ProductSort;
  keep: [string, string][];
  emptyText: string;
  /** the editors' short text under the headline (SeoContent onsiteContent) */
  intro?: React.ReactNode;
  /** the box with a content page's items (storefront S2.3 item 3) */
  contentBox?: React.ReactNode;
  /** the visual filter carousel above the filters (storefront S2.3 item 4) */
  visualFilter?: React.ReactNode;
  /** the editors' items among the first page's products, by chunk (storefront S2.3 item 7, S9) */
  editorial?: {
    first: EditorialSlot[];
    /** the entry whose items fall among the second chunk: loaded with it */
    secondEntry: { entryId: string; productCount: number } | null;
  };
  /** what the listing's view event says beyond the listing itself (storefront S9) */
  tracking: { listType: 'plp' | 'srp'; breadcrumb: readonly string[]; popupProductId: string | null };
}

/**
 * Headline with the count pill, filters, the grid (first chunk rendered here, the second loaded on
 * scroll) and pagination: shared by category listings and search results.
 */
export function ListingBody(props: Props) {
  const t = useTranslations('listing');
  const lang = useTextLanguage();
  const { listing, path, selection, sort, keep, page } = props;
  const query = listingHref('', { selection, sort, keep }).replace(/^\?/, '');
  const firstChunkFull = listing.tiles.length === CHUNK_SIZE;
  const secondChunkExists = listing.totalItemsCount > (page * 2 - 1) * CHUNK_SIZE;
  const priority = priorityImageCount(false);
  const high = highFetchPriorityCount(false);
  return (
    <>
      <TrackEvent
        name="productList"
        data={listingPayload({
          ...props.tracking,
          listing,
          sortKey: sort,
          sale: selection.sale,
          page,
        })}
      />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold md:text-3xl">{props.headline}</h1>
        <span className="rounded-full bg-surface-muted px-3 py-1 text-sm" data-testid="product-count">
          <span className="sr-only" lang={lang('listing.totalProducts')}>
            {t('totalProducts')}{' '}
          </span>
          {t('productCount', { count: listing.totalItemsCount })}
        </span>
      </div>
      {props.intro ? <div className="mt-2 max-w-3xl">{props.intro}</div> : null}
      {props.contentBox}
      {props.visualFilter}
      <div className="mt-4">
        <FilterLayer stateKey={`${path}?${query}`} action={path} query={query} sort={sort} keep={keep} />
      </div>
      <ActiveFilterList
        path={path}
        active={listing.activeFilters}
        selection={selection}
        sort={sort}
        keep={keep}
      />
      <h2 className="sr-only">{t('productsHeading')}</h2>
      {listing.tiles.length === 0 ? (
        <p className="mt-8">{props.emptyText}</p>
      ) : (
        <ul
          id="product-grid"
          aria-label={t('productCount', { count: listing.totalItemsCount })}
          className={`mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4${
            props.editorial ? ' grid-flow-row-dense' : ''
          }`}
        >
          <TileGridItems
            {...(notedDocumentRequest()
              ? {
                  kept: {
                    token: handOverHtml(JSON.stringify(listing.tiles.map(tileView))),
                    ids: listing.tiles.map((tile) => tile.id),
                  },
                }
              : { tiles: listing.tiles.map(tileView) })}
            priority={priority}
            high={high}
            editorial={props.editorial?.first}
          />
          {firstChunkFull && secondChunkExists ? (
            <LoadNextChunk
              key={`${path}?${query}&page=${page}`}
              path={path}
              query={query}
              chunkPage={page * 2}
              editorialEntry={props.editorial?.secondEntry}
            />
          ) : null}
        </ul>
      )}
      {listing.tiles.length > 0 ? (
        <ProductListImpressions
          key={`${path}?${query}&page=${page}`}
          listType={props.tracking.listType}
          page={page}
        />
      ) : null}
      <ListingPagination
        page={page}
        pageCount={props.pageCount}
        hrefFor={(n) => listingHref(path, { selection, sort, keep, page: n })}
      />
    </>
  );
}
