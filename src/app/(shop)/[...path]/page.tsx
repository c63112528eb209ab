import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { CategoryListing } from '@/components/listing/category-listing';
import { normaliseCategoryPath } from '@/lib/category/tree';
import { listingHref, parseListingUrl } from '@/lib/listing/listing-url';
import { categoryIndex } from '@/server/catalog/category-index';
import { getCategoryPage } from '@/server/catalog/get-category-page';
import { getDb } from '@/server/db';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function pathOf(segments: string[]): string {
  return `/${segments.map((s) => encodeURIComponent(decodeURIComponent(s))).join('/')}`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path } = await params;
  const category = categoryIndex.byPath(normaliseCategoryPath(pathOf(path)));
  if (!category) return {};
  return {
    title: category.title ?? category.name,
    alternates: { canonical: category.path },
    robots: category.isHidden ? { index: false, follow: true } : undefined,
  };
}

/** Any path that is not another route is a category listing (spec S2.1); unknown paths are 404. */
export default async function CategoryPage({ params, searchParams }: Props) {
  const { path } = await params;
  const requestPath = pathOf(path);
  const state = parseListingUrl(await searchParams);
  const keep: [string, string][] = state.searchTerm ? [['searchTerm', state.searchTerm]] : [];
  const canonical = (page?: number) =>
    listingHref(requestPath, { selection: state.selection, sort: state.sort, keep, page });
  // page=1 is removed, and a page that is no whole number from 1 leads to the first page
  if (state.page === null || state.pageOneGiven) redirect(canonical());
  const page = await getCategoryPage(await getDb(), requestPath, {
    selection: state.selection,
    sort: state.sort,
    page: state.page,
    pinnedProductIds: state.pinnedProductIds,
  });
  if (!page) notFound();
  if (state.page > page.pageCount) redirect(canonical(page.pageCount));
  return (
    <CategoryListing
      page={page}
      path={requestPath}
      selection={state.selection}
      sort={state.sort}
      searchTerm={state.searchTerm}
    />
  );
}
