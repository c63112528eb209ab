import { PageLink } from '@/components/layout/page-link';
import { useTranslations } from 'next-intl';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import type { FilterSelection } from '@/lib/listing/filter-selection';
import type { CategoryPage } from '@/server/catalog/get-category-page';
import type { ProductSort } from '@/lib/listing/product-sort';
import { LinkBox } from './link-box';
import type { ListingEditorial } from '@/server/content/listing-editorial';
import type { PlpContent } from '@/server/content/get-plp-content';
import { editorialSlots } from './listing-editorial-item';
import type { SurveyTeaser as Survey } from '@/server/content/get-survey';
import { SurveyTeaser } from './survey-teaser';
import { ListingBody } from './listing-body';
import { SeoBottomText } from './seo-bottom-text';
import { VisualCategoryCarousel } from './visual-category-carousel';
import { ContentGroups } from './content-groups';
import { VisualFilterCarousel } from './visual-filter-carousel';
import { ListingContentBox } from './listing-content-box';
import type { VisualFilter } from '@/server/content/get-visual-filter';
import { RecommendationSliders } from '@/components/recommendation/recommendation-sliders';
import { TrackCategoryView } from '@/components/recommendation/track-category-view';
import { RECO_PLACEMENTS } from '@/lib/recommendation/reco-placements';

interface Props {
  page: CategoryPage;
  /** the requested path (with a /webview prefix inside the app) */
  path: string;
  selection: FilterSelection;
  sort: ProductSort;
  searchTerm: string | null;
  /** the product the listing opens as a popup (pop=) */
  popupProductId: string | null;
  /** the editors' items among the first page's products (SEO advice, banners, cards) */
  editorial?: ListingEditorial | null;
  /** the listing entry's settings of the bottom recommendation */
  bottomRecommendation?: PlpContent['bottomRecommendation'];
  /** the survey of this listing (shown with performance consent) */
  survey?: Survey | null;
  /** the listing's visual filter (shown outside search mode) */
  visualFilter?: VisualFilter | null;
}

/** Category listing page (S2.3) from the headline down to the pagination. */
export function CategoryListing(props: Props) {
  const { page, path, selection, sort, searchTerm, popupProductId, editorial, bottomRecommendation } = props;
  const t = useTranslations('listing');
  const tSearch = useTranslations('search');
  return (
    <>
      <Breadcrumbs items={page.breadcrumb.map((b) => ({ name: b.name, path: b.path }))} />
      {page.visualTiles.length > 0 ? (
        <VisualCategoryCarousel tiles={page.visualTiles} />
      ) : page.children.length > 0 ? (
        <nav aria-label={t('subCategories')} className="mt-4 md:hidden">
          <ul className="flex gap-2 overflow-x-auto pb-2">
            {page.children.map((child) => (
              <li key={child.id} className="shrink-0">
                <PageLink
                  href={child.path}
                  className="block rounded-full border border-border px-4 py-2 text-sm"
                >
                  {child.title ?? child.name}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ContentGroups groups={page.contentGroups} />
      <ListingBody
        headline={searchTerm ? t('searchTermHeadline', { term: searchTerm }) : page.headline}
        path={path}
        listing={page.listing}
        page={page.page}
        pageCount={page.pageCount}
        selection={selection}
        sort={sort}
        keep={searchTerm ? [['searchTerm', searchTerm]] : []}
        emptyText={searchTerm ? tSearch('noResults', { term: searchTerm }) : t('empty')}
        contentBox={
          page.content.contentBox && !searchTerm ? (
            <ListingContentBox box={page.content.contentBox} shop={page.shop} />
          ) : null
        }
        visualFilter={
          props.visualFilter && !searchTerm ? (
            <VisualFilterCarousel
              filter={props.visualFilter}
              path={path}
              selection={selection}
              sort={sort}
              keep={[]}
            />
          ) : null
        }
        tracking={{ listType: 'plp', breadcrumb: page.breadcrumb.map((b) => b.name), popupProductId }}
        editorial={
          editorial && editorial.first.length + editorial.second.length > 0
            ? {
                first: editorialSlots(editorial.first),
                // the second chunk's items are rendered when it loads, not with every first page
                secondEntry:
                  editorial.second.length > 0 && editorial.entryId
                    ? { entryId: editorial.entryId, productCount: editorial.productCount }
                    : null,
              }
            : undefined
        }
      />
      <TrackCategoryView categoryId={page.category.id} />
      {/* the bottom recommendation (S2.3 item 9), and in search mode the search-result one (item 10) */}
      <div className="mt-12 flex flex-col gap-8">
        <RecommendationSliders
          anchor="plp"
          params={{ categoryId: page.category.id }}
          outputs={
            bottomRecommendation
              ? RECO_PLACEMENTS.listingBottom.map((output) => ({
                  ...output,
                  outputId: bottomRecommendation.outputId,
                  ...(bottomRecommendation.title ? { title: bottomRecommendation.title } : {}),
                }))
              : RECO_PLACEMENTS.listingBottom
          }
        />
        {searchTerm ? (
          <RecommendationSliders
            anchor="plp-search"
            params={{ searchterm: searchTerm, categoryid: page.category.id }}
            outputs={RECO_PLACEMENTS.searchResults}
          />
        ) : null}
      </div>
      <SurveyTeaser survey={props.survey ?? null} />
      <LinkBox groups={page.content.linkBox} />
      <SeoBottomText data={page.content.bottomContent} />
    </>
  );
}
