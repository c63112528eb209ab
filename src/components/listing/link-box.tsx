import { PageLink } from '@/components/layout/page-link';
import { useTranslations } from 'next-intl';
import type { LinkBoxGroup } from '@/server/content/get-listing-content';
import { useTextLanguage } from '@/i18n/text-language';

/** Link box (S2.3): one group per entry with pill links, scrolling sideways on mobile, with a skip link. */
export function LinkBox({ groups }: { groups: readonly LinkBoxGroup[] }) {
  const t = useTranslations('listing');
  const lang = useTextLanguage();
  const entries = groups;
  if (entries.length === 0) return null;
  return (
    <>
      <a
        href="#linkbox-end"
        className="sr-only focus:not-sr-only"
        lang={lang('listing.skipCategoriesRecommendations')}
      >
        {t('skipCategoriesRecommendations')}
      </a>
      <section id="linkbox-container" aria-label={t('linkBoxLabel')} className="mt-12 flex flex-col gap-4">
        {entries.map((entry) => (
          <div key={entry.label}>
            <h2 className="font-semibold">{entry.label}</h2>
            <ul className="mt-2 flex gap-2 overflow-x-auto pb-2 md:flex-wrap">
              {entry.links.map((child) => (
                <li key={child.destination} className="shrink-0">
                  <PageLink
                    href={child.destination}
                    className="block rounded-full border border-border px-4 py-2 text-sm hover:border-primary"
                  >
                    {child.name}
                  </PageLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <span id="linkbox-end" />
    </>
  );
}
