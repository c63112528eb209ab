import { PageLink } from '@/components/layout/page-link';
import { getTranslations } from 'next-intl/server';

export interface Crumb {
  name: string;
  path: string;
}

/** Breadcrumb trail; the last entry is the current page. */
export async function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = await getTranslations('breadcrumb');
  const all = [{ name: t('home'), path: '/' }, ...items];
  return (
    <nav aria-label={t('label')} className="py-3 text-sm text-muted">
      <ol className="flex flex-wrap gap-1">
        {all.map((item, i) => (
          <li key={item.path} className="flex items-center gap-1">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {i === all.length - 1 ? (
              <span aria-current="page" className="text-text">
                {item.name}
              </span>
            ) : (
              <PageLink href={item.path} className="underline-offset-2 hover:underline">
                {item.name}
              </PageLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
