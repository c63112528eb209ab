import { shopHref, type LinkContext } from '@/lib/webview/shop-href';

/**
 * A shop link as plain HTML: its href written for the page's context (app prefix, store=1) and
 * marked for the shop's navigation handler (components/client/shop-link-navigation.tsx), which
 * takes a plain click. No hooks, so static HTML draws it too (decision 0032).
 */
export function StaticPageLink(
  props: Omit<React.ComponentProps<'a'>, 'href'> & { href: string; context: LinkContext },
) {
  const { href, context, ...rest } = props;
  return <a {...rest} href={shopHref(href, context)} data-shop-link="" />;
}
