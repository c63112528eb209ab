import { getTranslations } from 'next-intl/server';
import { StaticHtml } from '@/components/render/static-html';
import type { LinkContext } from '@/lib/webview/shop-href';
import { notedLinkContext, renderLinkContext } from '@/server/client/current-client-state';
import { dataMarkup } from '@/server/render/static-markup';
import { StaticPageLink } from './static-page-link';

export interface Crumb {
  name: string;
  path: string;
}

function Trail({ items, context }: { items: Crumb[]; context: LinkContext }) {
  return (
    <ol className="flex flex-wrap gap-1">
      {items.map((item, i) => (
        <li key={item.path} className="flex items-center gap-1">
          {i > 0 ? <span aria-hidden="true">/</span> : null}
          {i === items.length - 1 ? (
            <span aria-current="page" className="text-text">
              {item.name}
            </span>
          ) : (
            <StaticPageLink href={item.path} context={context} className="underline-offset-2 hover:underline">
              {item.name}
            </StaticPageLink>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * Breadcrumb trail; the last entry is the current page. Static HTML (decision 0032): in a
 * document's markup, not again in its payload.
 */
export async function Breadcrumbs({ items }: { items: Crumb[] }) {
  const [t, context] = await Promise.all([
    getTranslations('breadcrumb'),
    notedLinkContext() ?? renderLinkContext(),
  ]);
  const all = [{ name: t('home'), path: '/' }, ...items];
  return (
    <StaticHtml
      as="nav"
      aria-label={t('label')}
      className="py-3 text-sm text-muted"
      html={dataMarkup('breadcrumb', all, context, () => (
        <Trail items={all} context={context} />
      ))}
    />
  );
}
