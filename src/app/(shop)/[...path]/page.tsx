import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryListing } from '@/components/listing/category-listing';
import { parseListingParams } from '@/lib/listing-params';
import { categoryIndex } from '@/server/catalog/category-index';
import { getCategoryPage } from '@/server/catalog/get-category-page';
import { normaliseCategoryPath } from '@/lib/category/tree';
import { getDb } from '@/server/db';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function pathOf(segments: string[]): string {
  return `/${segments.join('/')}`;
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
  const listing = parseListingParams(await searchParams);
  const page = await getCategoryPage(await getDb(), pathOf(path), listing);
  if (!page) notFound();
  return <CategoryListing page={page} sort={listing.sort} />;
}
