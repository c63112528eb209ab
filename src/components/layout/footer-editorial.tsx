import type { GlobalContent, PageFooter } from '@/cms/payload-types';
import { mediaOf } from '@/components/content/cms-image';
import { cmsImageUrl } from '@/lib/content/cms-image-url';
import type { LinkContext } from '@/lib/webview/shop-href';
import { StaticPageLink } from './static-page-link';

/**
 * The editors' part of the footer (CMS PageFooter and GlobalContent): the service hotline, link
 * groups and up to 8 payment logos. Nothing when the shop has no such entries. Headed blocks, not
 * landmarks: the editors' titles ("Hilfe") may repeat a landmark's name elsewhere on the page.
 * Part of the footer's static HTML: no hooks.
 */
export function FooterEditorial({
  footer,
  global,
  texts,
  context,
}: {
  footer: PageFooter | null;
  global: GlobalContent | null;
  texts: { hotline: string; paymentMethods: string };
  context: LinkContext;
}) {
  const hotline = footer?.hotline?.phone ? footer.hotline : null;
  // rows without texts in the shop's locale are left out: no unnamed links, images or headings
  const groups = (footer?.linkGroups ?? [])
    .map((group) => ({ ...group, links: (group.links ?? []).filter((link) => link.label && link.target) }))
    .filter((group) => group.title && group.links.length > 0);
  const logos = (global?.paymentLogos ?? []).flatMap((entry) => {
    const media = mediaOf(entry.logo);
    return media && entry.name ? [{ media, name: entry.name, id: entry.id ?? String(media.id) }] : [];
  });
  if (!hotline && groups.length === 0 && logos.length === 0) return null;
  return (
    <div className="mx-auto grid max-w-shop gap-6 px-4 pb-6 sm:grid-cols-2 lg:grid-cols-4" data-cms="footer">
      {hotline ? (
        <div>
          <h2 className="text-sm font-semibold">{hotline.headline || texts.hotline}</h2>
          <a
            href={`tel:${hotline.phone!.replace(/[^+0-9]/g, '')}`}
            className="mt-2 block text-lg font-bold underline"
          >
            {hotline.phone}
          </a>
          {hotline.hours ? (
            <p className="mt-1 whitespace-pre-line text-sm text-muted">{hotline.hours}</p>
          ) : null}
        </div>
      ) : null}
      {groups.map((group, index) => (
        <div key={group.id ?? index}>
          <h2 className="text-sm font-semibold">{group.title}</h2>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {group.links.map((link, at) => (
              <li key={link.id ?? at}>
                {link.target.startsWith('/') ? (
                  <StaticPageLink href={link.target} context={context}>
                    {link.label}
                  </StaticPageLink>
                ) : (
                  <a href={link.target} rel="noopener" className="underline">
                    {link.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {logos.length > 0 ? (
        <div>
          <h2 className="text-sm font-semibold">{texts.paymentMethods}</h2>
          <ul className="mt-2 flex flex-wrap items-center gap-3">
            {logos.map(({ media, name, id }) => (
              <li key={id}>
                {/* eslint-disable-next-line @next/next/no-img-element -- the shop's own image endpoint */}
                <img
                  src={cmsImageUrl(media.id, { width: 128, ratio: 'defaultImage' })}
                  alt={name}
                  height={32}
                  width={Math.round(media.width && media.height ? (32 * media.width) / media.height : 64)}
                  loading="lazy"
                  decoding="async"
                  className="h-8 w-auto rounded bg-surface object-contain"
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
