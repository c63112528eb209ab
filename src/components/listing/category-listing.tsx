import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ProductCard } from '@/components/product/product-card';
import type { CategoryPage } from '@/server/catalog/get-category-page';
import type { ProductSort } from '@/server/catalog/list-category-products';

/** Category listing: headline with count, sub-categories, product grid and pagination. */
export async function CategoryListing({ page, sort }: { page: CategoryPage; sort: ProductSort }) {
  const t = await getTranslations('listing');
  const { category } = page;
  const pageHref = (n: number) => {
    const params = new URLSearchParams();
    if (sort !== 'sortKey') params.set('sort', sort);
    if (n > 1) params.set('page', String(n));
    const query = params.toString();
    return query ? `${category.path}?${query}` : category.path;
  };
  return (
    <>
      <Breadcrumbs items={page.breadcrumb.map((b) => ({ name: b.name, path: b.path }))} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold md:text-3xl">{category.title ?? category.name}</h1>
        <span className="rounded-full bg-surface-muted px-3 py-1 text-sm">
          <span className="sr-only">{t('totalProducts')} </span>
          {t('productCount', { count: page.total })}
        </span>
      </div>
      {page.children.length > 0 ? (
        <nav aria-label={t('subCategories')} className="mt-4">
          <ul className="flex gap-2 overflow-x-auto pb-2">
            {page.children.map((child) => (
              <li key={child.id} className="shrink-0">
                <Link
                  href={child.path}
                  className="block rounded-full border border-border px-4 py-2 text-sm hover:border-primary"
                >
                  {child.title ?? child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {page.tiles.length === 0 ? (
        <p className="mt-8">{t('empty')}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
          {page.tiles.map((tile, i) => (
            <li key={tile.id}>
              <ProductCard tile={tile} priority={i < 8} />
            </li>
          ))}
        </ul>
      )}
      {page.pageCount > 1 ? (
        <nav
          aria-label={t('pagination', { activePage: page.page, pages: page.pageCount })}
          className="mt-10 flex items-center justify-center gap-4"
        >
          {page.page > 1 ? (
            <Link
              href={pageHref(page.page - 1)}
              aria-label={t('previousPage')}
              className="rounded-shop border border-border px-4 py-2"
            >
              ‹
            </Link>
          ) : null}
          <span>{t('pagination', { activePage: page.page, pages: page.pageCount })}</span>
          {page.page < page.pageCount ? (
            <Link
              href={pageHref(page.page + 1)}
              aria-label={t('nextPage')}
              className="rounded-shop border border-border px-4 py-2"
            >
              ›
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
