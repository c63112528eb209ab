import { shopRedirect } from '@/server/client/current-client-state';
import { trackingQueryOf, withTrackingParams } from '@/lib/page-cache/tracking-params';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TrackEvent } from '@/components/analytics/track-event';
import { ListingBody } from '@/components/listing/listing-body';
import { listingHref, parseListingUrl } from '@/lib/listing/listing-url';
import { normaliseSearchTerm } from '@/lib/search/search-term';
import { getDb } from '@/server/db';
import { getSearchPage } from '@/server/search/get-search-page';
import { searchCatalog } from '@/server/search/search-catalog';
import { loadUrlPopup, UrlProductPopup } from '@/components/product/url-product-popup';
import { currentShop } from '@/server/shop/current-shop';
import { RecommendationSliders } from '@/components/recommendation/recommendation-sliders';
import { RECO_PLACEMENTS } from '@/lib/recommendation/reco-placements';

export const dynamic = 'force-dynamic';

type RawParams = Record<string, string | string[] | undefined>;
interface Props {
  searchParams: Promise<RawParams>;
}

const SUGGESTION_TYPES = ['brand', 'category', 'product', 'term'] as const;
const isSuggestionType = (v: string | undefined): v is (typeof SUGGESTION_TYPES)[number] =>
  (SUGGESTION_TYPES as readonly (string | undefined)[]).includes(v);
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
/** q, or searchTerm in another reading (S2.4) */
const termOf = (params: RawParams) => normaliseSearchTerm(first(params.q) ?? first(params.searchTerm));

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations();
  const term = termOf(await searchParams);
  const robots = { index: false, follow: true };
  if (!term) return { title: t('header.searchLabel'), robots };
  // the optimised term replaces the raw one (S2.4): 'Klied' finds and is titled 'kleid'
  const outcome = await searchCatalog(await getDb(), await currentShop(), term);
  const shown = outcome.kind === 'results' ? (outcome.correctedTerm ?? term) : term;
  return { title: { absolute: t('search.title', { query: shown }) }, robots };
}

/** Search results in the listing layout; article numbers and redirect terms lead elsewhere. */
export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  // a campaign's visitor keeps its parameters in the address it is sent to
  const redirectTo = (target: string) => shopRedirect(withTrackingParams(target, trackingQueryOf(params)));
  const t = await getTranslations('search');
  const tHeader = await getTranslations('header');
  const term = termOf(params);
  const state = parseListingUrl(params);
  const keep: [string, string][] = [['q', term]];
  if (state.page === null || state.pageOneGiven) {
    return redirectTo(listingHref('/search', { selection: state.selection, sort: state.sort, keep }));
  }
  const shop = await currentShop();
  const result = await getSearchPage(await getDb(), shop, term, {
    selection: state.selection,
    sort: state.sort,
    page: state.page,
  });
  if (result.kind === 'product')
    return redirectTo(`/p/${result.productId}?searchTerm=${encodeURIComponent(term)}`);
  if (result.kind === 'redirect') {
    const carried = new URLSearchParams();
    for (const key of ['suggestionType', 'suggestion']) {
      const v = first(params[key]);
      if (v) carried.set(key, v.slice(0, 100));
    }
    carried.set('searchOrigin', 'redirect');
    return redirectTo(`${result.url}?${carried}`);
  }
  const suggestionType = first(params.suggestionType);
  const searchEvent = (results: number, optimizedTerm: string | null) => (
    <TrackEvent
      name="searchInformation"
      data={{
        searchTerm: term,
        optimizedTerm,
        results,
        kind: 'generic',
        suggestionType: isSuggestionType(suggestionType) ? suggestionType : null,
        listOrigin: suggestionType ? 'srp/suggestion' : 'srp',
      }}
    />
  );
  if (result.kind === 'empty') {
    return (
      <section className="mt-8" aria-labelledby="search-heading">
        <h1 id="search-heading" className="text-xl font-bold">
          {tHeader('searchLabel')}
        </h1>
        <p className="mt-4 text-lg">{t('emptyTerm')}</p>
      </section>
    );
  }
  if (
    result.listing.totalItemsCount === 0 &&
    state.selection.values.size === 0 &&
    !state.selection.price &&
    !state.selection.sale
  ) {
    return (
      <section className="mt-8" aria-labelledby="no-results">
        {searchEvent(0, result.correctedTerm ?? null)}
        <h1 id="no-results" className="text-xl font-bold" data-testid="no-search-result">
          {t('noResults', { term })}
        </h1>
      </section>
    );
  }
  if (state.page > result.pageCount) {
    return redirectTo(
      listingHref('/search', { selection: state.selection, sort: state.sort, keep, page: result.pageCount }),
    );
  }
  const popup = await loadUrlPopup(shop, state.popupProductId);
  return (
    <>
      {searchEvent(result.listing.totalItemsCount, result.correctedTerm ?? null)}
      {result.correctedTerm ? (
        <p className="mt-4 text-muted">{t('correctedTerm', { corrected: result.correctedTerm })}</p>
      ) : null}
      <ListingBody
        headline={result.correctedTerm ?? term}
        path="/search"
        listing={result.listing}
        page={result.page}
        pageCount={result.pageCount}
        selection={state.selection}
        sort={state.sort}
        keep={keep}
        emptyText={t('noResults', { term })}
        tracking={{ listType: 'srp', breadcrumb: [], popupProductId: popup ? popup.id : null }}
      />
      <div className="mt-12">
        <RecommendationSliders
          anchor="srp"
          params={{ searchterm: result.correctedTerm ?? term }}
          outputs={RECO_PLACEMENTS.searchResults}
        />
      </div>
      <UrlProductPopup shop={shop} product={popup} />
    </>
  );
}
