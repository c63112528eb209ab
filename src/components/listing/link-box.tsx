import { getLocale, getTranslations } from 'next-intl/server';
import { StaticPageLink } from '@/components/layout/static-page-link';
import { StaticHtml } from '@/components/render/static-html';
import { textLanguage } from '@/i18n/text-language';
import type { LinkContext } from '@/lib/webview/shop-href';
import { notedLinkContext, renderLinkContext } from '@/server/client/current-client-state';
import type { LinkBoxGroup } from '@/server/content/get-listing-content';
import { dataMarkup } from '@/server/render/static-markup';

/**
 * Link box (S2.3): one group per entry with pill links, scrolling sideways on mobile, with a skip
 * link. Static HTML of plain shop links (decision 0032).
 */
export async function LinkBox({ groups }: { groups: readonly LinkBoxGroup[] }) {
  if (groups.length === 0) return null;
  const [t, locale, context] = await Promise.all([
    getTranslations('listing'),
    getLocale(),
    notedLinkContext() ?? renderLinkContext(),
  ]);
  const html = dataMarkup('link-box', groups, context, () => <Groups groups={groups} context={context} />);
  return (
    <>
      <a
        href="#linkbox-end"
        className="sr-only focus:not-sr-only"
        lang={textLanguage(locale, 'listing.skipCategoriesRecommendations')}
      >
        {t('skipCategoriesRecommendations')}
      </a>
      <StaticHtml
        as="section"
        id="linkbox-container"
        aria-label={t('linkBoxLabel')}
        className="mt-12 flex flex-col gap-4"
        html={html}
      />
      <span id="linkbox-end" />
    </>
  );
}

function Groups({ groups, context }: { groups: readonly LinkBoxGroup[]; context: LinkContext }) {
  return (
    <>
      {groups.map((entry) => (
        <div key={entry.label}>
          <h2 className="font-semibold">{entry.label}</h2>
          <ul className="link-box-links">
            {entry.links.map((child) => (
              <li key={child.destination}>
                <StaticPageLink href={child.destination} context={context}>
                  {child.name}
                </StaticPageLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
