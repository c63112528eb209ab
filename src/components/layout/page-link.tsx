import { use } from 'react';
import { notedLinkContext, renderLinkContext } from '@/server/client/current-client-state';
import { StaticPageLink } from './static-page-link';

/**
 * A link of a server-rendered part of the page (header, navigation, footer, breadcrumbs, listing
 * links): a plain link, written for the page's context on the server (app prefix, store=1), that
 * the shop's navigation handler takes on a plain click (components/client/shop-link-navigation.tsx).
 * No client component per link: a listing had 47 (decision 0032).
 */
export function PageLink(props: Omit<React.ComponentProps<'a'>, 'href'> & { href: string }) {
  const context = notedLinkContext() ?? use(renderLinkContext());
  return <StaticPageLink {...props} context={context} />;
}
