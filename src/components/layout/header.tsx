import { PageLink } from '@/components/layout/page-link';
import { getTranslations } from 'next-intl/server';
import { StaticHtml } from '@/components/render/static-html';
import type { LinkContext } from '@/lib/webview/shop-href';
import { notedLinkContext, renderLinkContext } from '@/server/client/current-client-state';
import { keyedMarkup, linkContextKey } from '@/server/render/static-markup';
import { BasketCount } from './basket-count';
import { CategoryNav } from './category-nav';
import { SearchField } from '@/components/search/search-field';
import { HeartIcon, BagIcon, UserIcon } from './icons';
import { StaticPageLink } from './static-page-link';

/** The account and wishlist links: static HTML (decision 0032), the same on every page of a shop. */
function AccountLinks(props: { account: string; wishlist: string; context: LinkContext }) {
  return (
    <>
      <StaticPageLink href="/customer" context={props.context} className="flex flex-col items-center text-xs">
        <UserIcon />
        <span className="max-sm:sr-only">{props.account}</span>
      </StaticPageLink>
      <StaticPageLink href="/wishlist" context={props.context} className="flex flex-col items-center text-xs">
        <HeartIcon />
        <span className="max-sm:sr-only">{props.wishlist}</span>
      </StaticPageLink>
    </>
  );
}

/**
 * The shop's header. Inside the app (`app`) the app's own tab bar leads to the account, wishlist and
 * basket, so the header keeps the shop's name, search and categories only; an in-store display
 * (`store`) has no customer login and no wishlist (decision 0030). Its name, account and wishlist
 * links are static HTML; search and basket count are client parts.
 */
export async function Header({ app = false, store = false }: { app?: boolean; store?: boolean }) {
  const [t, shop, context] = await Promise.all([
    getTranslations('header'),
    getTranslations('shop'),
    notedLinkContext() ?? renderLinkContext(),
  ]);
  const links = linkContextKey(context);
  const name = shop('name');
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-shop flex-wrap items-center gap-4 px-4 py-3">
        {/* display: contents: the static parts lay out as the row's own children */}
        <StaticHtml
          as="div"
          className="contents"
          html={keyedMarkup(`header-name|${name}|${shop('homeLabel')}|${links}`, () => (
            <StaticPageLink
              href="/"
              context={context}
              className="mr-auto text-2xl font-bold tracking-wide text-primary"
              aria-label={shop('homeLabel')}
            >
              {name}
            </StaticPageLink>
          ))}
        />
        <SearchField />
        {app ? null : (
          <div className="flex items-center gap-4">
            {store ? null : (
              <StaticHtml
                as="div"
                className="contents"
                html={keyedMarkup(`header-links|${t('customer')}|${t('wishlist')}|${links}`, () => (
                  <AccountLinks account={t('customer')} wishlist={t('wishlist')} context={context} />
                ))}
              />
            )}
            <PageLink href="/basket" className="relative flex flex-col items-center text-xs">
              <BagIcon />
              <span className="max-sm:sr-only">{t('basket')}</span>
              <BasketCount />
            </PageLink>
          </div>
        )}
      </div>
      <CategoryNav />
    </header>
  );
}
