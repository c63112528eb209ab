import { shopRedirect } from '@/server/client/current-client-state';
import { trackingQueryOf, withTrackingParams } from '@/lib/page-cache/tracking-params';
import { notFoundMetadata } from '@/components/error/not-found-body';
import type { Metadata } from 'next';
import { openGraphOf } from '@/server/seo/page-metadata';
import { notFound } from 'next/navigation';
import { CategoryListing } from '@/components/listing/category-listing';
import { isHiddenCategory, isWebviewPath, normaliseCategoryPath } from '@/lib/category/tree';
import { currentClientState } from '@/server/client/current-client-state';
import { listingCanonical, parseListingUrl } from '@/lib/listing/listing-url';
import { pastLastPageRedirect } from '@/server/listing/past-last-page';
import '@/server/listing/register-past-last-page';
import { categoryIndexFor } from '@/server/catalog/category-index';
import { getCategoryPage } from '@/server/catalog/get-category-page';
import { getDb } from '@/server/db';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { loadUrlPopup, UrlProductPopup } from '@/components/product/url-product-popup';
import { activeFilterCount } from '@/lib/listing/filter-selection';
import { breadcrumbJsonLd, itemListJsonLd } from '@/lib/seo/json-ld';
import { PAGE_SIZE } from '@/lib/listing/pagination';
import { breadcrumbFor } from '@/server/catalog/category-index';
import { countCategoryProducts } from '@/server/listing/get-listing';
import { shopOrigin } from '@/server/shop-origin';
import { currentShop } from '@/server/shop/current-shop';
import { familyAlternates } from '@/server/shop/family-alternates';
import { getListingContent } from '@/server/content/get-listing-content';
import { getPlpContent } from '@/server/content/get-plp-content';
import { listingEditorial } from '@/server/content/listing-editorial';
import { getSurvey } from '@/server/content/get-survey';
import { getVisualFilter } from '@/server/content/get-visual-filter';
import { previewAllows } from '@/server/content/preview-scope';
import { previewTriggers } from '@/server/content/preview-triggers';
import { PreviewBar } from '@/components/content/preview-bar';
import { CAMPAIGN_PARAM } from '@/lib/targeting/campaign-trigger';
import { CHUNK_SIZE } from '@/lib/listing/pagination';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function pathOf(segments: string[]): string {
  return `/${segments.map((s) => encodeURIComponent(decodeURIComponent(s))).join('/')}`;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { path } = await params;
  const shop = await currentShop();
  const categories = categoryIndexFor(shop.locale);
  const category = categories.byPath(normaliseCategoryPath(pathOf(path)));
  if (!category) return notFoundMetadata();
  const state = parseListingUrl(await searchParams);
  const t = await getTranslations();
  // the editors' texts for this listing (SeoContent), else the generated ones
  const seo = await getListingContent(shop, category.id);
  const name = category.title ?? category.name;
  const title = seo.title ?? name;
  const page = state.page && state.page > 1 ? state.page : 1;
  const filtered = activeFilterCount(state.selection) > 0 || state.searchTerm !== null;
  const total = await countCategoryProducts(await getDb(), category.id);
  const shownTitle = page > 1 ? `${title} – ${t('seo.pageSuffix', { page })}` : title;
  const description =
    seo.description ?? t('seo.categoryDescription', { category: name, shop: t('shop.name'), count: total });
  const canonical = page > 1 ? `${category.path}?page=${page}` : category.path;
  return {
    title: seo.automaticShopname ? shownTitle : { absolute: shownTitle },
    description,
    openGraph: openGraphOf(shop, { title: shownTitle, description, path: canonical }),
    alternates: {
      canonical,
      // the same category in the family's other shops, under its path in their language
      languages: familyAlternates(shop, (sibling) => {
        const there = categoryIndexFor(sibling.locale).byId(category.id)?.path;
        return there ? (page > 1 ? `${there}?page=${page}` : there) : null;
      }),
    },
    // filtered views, hidden categories and the app's pages are not indexed; their links are followed
    robots:
      isHiddenCategory(categories, category) ||
      (await currentClientState()).webview ||
      isWebviewPath(pathOf(path)) ||
      filtered ||
      (seo.indexDirective ?? shop.index) !== 'index, follow'
        ? { index: false, follow: true }
        : { index: true, follow: true },
  };
}

/** Any path that is not another route is a category listing (spec S2.1); unknown paths are 404. */
function single(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const { path } = await params;
  const requestPath = pathOf(path);
  const query = await searchParams;
  // a campaign's visitor keeps its parameters in the address it is sent to
  const redirectTo = (target: string) => shopRedirect(withTrackingParams(target, trackingQueryOf(query)));
  const state = parseListingUrl(query);
  // page=1 is removed, and a page that is no whole number from 1 leads to the first page
  if (state.page === null || state.pageOneGiven) return redirectTo(listingCanonical(requestPath, state));
  const shop = await currentShop();
  const db = await getDb();
  // a page past the last leads to the last (the shop's HTTP server decides it so before a render)
  const lastPage = await pastLastPageRedirect(db, shop, requestPath, query);
  if (lastPage) return redirectTo(lastPage);
  const page = await getCategoryPage(db, shop, requestPath, {
    selection: state.selection,
    sort: state.sort,
    page: state.page,
    pinnedProductIds: state.pinnedProductIds,
    searchTerm: state.searchTerm,
  });
  if (!page) notFound();
  // (its listing may have been counted from data older or newer than the facets asked above)
  if (state.page > page.pageCount) return redirectTo(listingCanonical(requestPath, state, page.pageCount));
  const preview = await previewAllows(requestPath);
  const selectedTrigger = single(query.selectedTrigger);
  // the editors' entry of this listing: first page only (spec S7.3 plpContent), not in search mode
  const entry =
    page.page === 1 && !state.searchTerm
      ? await getPlpContent(shop, page.category.id, {
          preview,
          campaignParam: single(query[CAMPAIGN_PARAM]),
          previewChoice: { entryId: single(query.plpEntryId), selectedTrigger },
        })
      : null;
  const [popup, origin, editorial, survey, visualFilter] = await Promise.all([
    loadUrlPopup(shop, state.popupProductId),
    shopOrigin(),
    page.page === 1 && !state.searchTerm
      ? listingEditorial(db, shop, {
          entry,
          onsiteContent: page.content.onsiteContent,
          productCount: Math.min(page.listing.totalItemsCount, PAGE_SIZE),
          secondChunkExists: page.listing.totalItemsCount > CHUNK_SIZE,
          preview,
        })
      : null,
    getSurvey(shop, [page.category.id, 'productListingPage']),
    state.searchTerm ? null : getVisualFilter(db, shop, page.category.id),
  ]);
  return (
    <>
      {preview ? (
        <PreviewBar
          path={requestPath}
          triggers={await previewTriggers(shop)}
          selectedTrigger={selectedTrigger}
        />
      ) : null}
      <JsonLd data={breadcrumbJsonLd(origin, breadcrumbFor(page.shop.locale, page.category.id))} />
      <JsonLd
        data={itemListJsonLd(
          page.headline,
          page.listing.tiles.map((tile) => `${origin}/p/${tile.id}`),
          (page.page - 1) * PAGE_SIZE + 1,
        )}
      />
      <CategoryListing
        page={page}
        path={requestPath}
        selection={state.selection}
        sort={state.sort}
        searchTerm={state.searchTerm}
        popupProductId={popup ? popup.id : null}
        editorial={editorial}
        bottomRecommendation={entry?.bottomRecommendation ?? null}
        survey={survey}
        visualFilter={visualFilter}
      />
      <UrlProductPopup shop={shop} product={popup} />
    </>
  );
}
