import { getLocale, getTranslations } from 'next-intl/server';
import type { ContentPage } from '@/cms/payload-types';
import { ShopLink } from '@/components/layout/shop-link';
import { checkContentItem } from '@/lib/content/content-item-rules';
import type { TocEntry } from '@/lib/content/table-of-contents';
import { logger } from '@/server/logger';
import { Accordion } from './accordion';
import { ContentRichText } from './content-rich-text';
import { CouponItem } from './coupon-item';
import { ContactBoxItem, PhoneBoxItem } from './contact-items';
import { ChatButton } from '@/components/chat/chat-button';
import { PrintButton } from './print-button';
import { BannerItem } from './banner-item';
import { CookieList } from './cookie-list';
import { LinkHint } from './link-hint';
import { LayoutItem } from './layout-item';
import { ContentItemAssetItem, IFrameItem, InlineAssetItem, VideoItem } from './media-items';
import { ModalItem } from './modal-item';
import { RecommendationItem } from './recommendation-item';
import { BoxItem, CardItem, InspirationItemView, OutfitItemView } from './teaser-items';
import type { ShopConfig } from '@/lib/shop/shop';

export type ContentItem = NonNullable<ContentPage['content']>[number];

interface Props {
  items: readonly ContentItem[];
  headingIds: WeakMap<object, string>;
  toc: TocEntry[];
  shop: ShopConfig;
  /** the first items' images load at once (they are the page's largest paint); false below the fold */
  eagerImages?: boolean;
}

function TocList({ entries }: { entries: TocEntry[] }) {
  return (
    <ul className="ml-4 list-disc">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className="underline">
            {entry.title}
          </a>
          {entry.children.length > 0 ? <TocList entries={entry.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

const linkClass = 'underline';

/**
 * The content items of a page in their order (spec S3). Items that fail the checks of S5 are left
 * out, with the spec's warning where it names one.
 */
export async function ContentBlocks({ items, headingIds, toc, shop, eagerImages = true }: Props) {
  const t = await getTranslations('content');
  const locale = await getLocale();
  const rendered = await Promise.all(
    items.map(async (item, index) => {
      const verdict = checkContentItem(item as unknown as Record<string, unknown>);
      if (!verdict.render) {
        if (verdict.warning)
          logger.warn({ issueLevel: 'Business', blockType: item.blockType }, verdict.warning);
        return null;
      }
      const key = item.id ?? `${item.blockType}-${index}`;
      const element = renderItem(item, key, eagerImages && index < 2);
      return element ? (
        <div key={key} data-content-item={item.blockType} className="cms-item">
          {element}
        </div>
      ) : null;
    }),
  );
  return <div className="flex flex-col gap-6">{rendered}</div>;

  function renderItem(item: ContentItem, key: string, eager: boolean): React.ReactNode {
    switch (item.blockType) {
      case 'Richtext':
        return (
          <section key={key}>
            {item.title ? <h2 className="text-xl font-bold">{item.title}</h2> : null}
            <ContentRichText data={item.richtext} headingIds={headingIds} />
          </section>
        );
      case 'Text': {
        const level = Number(String(item.style ?? '').slice(-1)) || 2;
        return (
          <p key={key} className={`cms-decorative cms-decorative-${level}`}>
            {item.styledText}
          </p>
        );
      }
      case 'TableOfContents':
        return toc.length > 0 ? (
          <nav
            key={key}
            aria-label={item.title || t('tableOfContents')}
            className="rounded-shop bg-surface-muted p-4"
          >
            <p className="font-semibold">{item.title || t('tableOfContents')}</p>
            <TocList entries={toc} />
          </nav>
        ) : null;
      case 'Accordion':
        return (
          <Accordion
            key={key}
            defaultIndex={item.defaultIndex}
            allowMultiple={item.allowMultiple ?? false}
            items={item.items.map((entry) => ({
              title: entry.title,
              body: <ContentRichText data={entry.richtext} headingIds={headingIds} />,
            }))}
          />
        );
      case 'Checklist':
        return (
          <section key={key}>
            {item.title ? <h2 className="text-lg font-bold">{item.title}</h2> : null}
            <ul className="cms-checklist">
              {item.textList.map((entry, i) => (
                <li key={entry.id ?? i}>{entry.text}</li>
              ))}
            </ul>
          </section>
        );
      case 'DosDonts':
        return (
          <div key={key} className="grid gap-4 sm:grid-cols-2">
            <section className="cms-dos">
              <h2 className="text-lg font-bold">{item.titleDos}</h2>
              <ul aria-label={t('dos')}>
                {item.textListDos.map((entry, i) => (
                  <li key={entry.id ?? i}>{entry.text}</li>
                ))}
              </ul>
            </section>
            <section className="cms-donts">
              <h2 className="text-lg font-bold">{item.titleDonts}</h2>
              <ul aria-label={t('donts')}>
                {item.textListDonts.map((entry, i) => (
                  <li key={entry.id ?? i}>{entry.text}</li>
                ))}
              </ul>
            </section>
          </div>
        );
      case 'Tip':
        return (
          <aside key={key} className="rounded-shop border-l-4 border-primary bg-surface-muted p-4">
            <p className="font-semibold">{item.title}</p>
            <ContentRichText data={item.content} headingIds={headingIds} />
            {item.linkLabel && item.linkTarget ? (
              <ShopLink href={item.linkTarget} className={linkClass}>
                {item.linkLabel}
              </ShopLink>
            ) : null}
          </aside>
        );
      case 'Panel':
        return (
          <div key={key} className="rounded-shop border border-border p-4">
            <ContentRichText data={item.content} headingIds={headingIds} />
          </div>
        );
      case 'SeoAdvice':
        return (
          <section key={key}>
            {item.title ? <h2 className="text-lg font-bold">{item.title}</h2> : null}
            <ContentRichText data={item.content} headingIds={headingIds} />
          </section>
        );
      case 'Coupon':
        return <CouponItem key={key} item={item} />;
      case 'PhoneBox':
        return <PhoneBoxItem key={key} item={item} />;
      case 'ContactBox':
        return <ContactBoxItem key={key} item={item} />;
      case 'Button':
        return (
          <p key={key}>
            <ShopLink
              href={item.link}
              className={
                item.color === 'Secondary'
                  ? 'inline-block rounded-shop border border-border px-4 py-3 font-semibold'
                  : 'inline-block rounded-shop bg-primary px-4 py-3 font-semibold text-primary-contrast'
              }
            >
              {item.label}
            </ShopLink>
          </p>
        );
      case 'ActionButton':
        if (item.type === 'PRINT') return <PrintButton key={key} label={item.label} />;
        if (item.type === 'CHAT')
          return (
            <p key={key}>
              <ChatButton label={item.label} />
            </p>
          );
        if (item.type === 'OPTOUT')
          return (
            <ShopLink key={key} href="/optout" className={linkClass}>
              {item.label}
            </ShopLink>
          );
        return null;
      case 'InternalLink': {
        // a page deleted or not published (published-relations.ts) leaves no link to a 404
        const target =
          item.internalTarget && typeof item.internalTarget === 'object' ? item.internalTarget : null;
        if (!target?.slug) return null;
        return (
          <p key={key}>
            <ShopLink href={`/content/${target.slug}`} className={linkClass}>
              {item.label}
            </ShopLink>
          </p>
        );
      }
      case 'ExternalLink':
        return (
          <p key={key}>
            <a
              href={item.externalTarget}
              className={linkClass}
              {...(item.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {item.label}
              {item.openInNewTab ? <LinkHint hintKey="opensNewWindow" locale={locale} t={t} /> : null}
            </a>
          </p>
        );
      case 'AnchorLink':
        return (
          <p key={key}>
            <a href={`#${item.anchor}`} className={linkClass}>
              {item.label}
            </a>
          </p>
        );
      case 'Layout':
        return <LayoutItem key={key} item={item} headingIds={headingIds} />;
      case 'Box':
        return <BoxItem key={key} item={item} headingIds={headingIds} />;
      case 'Card':
        return <CardItem key={key} item={item} />;
      case 'Banner':
        return <BannerItem key={key} item={item} />;
      case 'Modal':
        return <ModalItem key={key} item={item} />;
      case 'InlineAsset':
        return <InlineAssetItem key={key} item={item} />;
      case 'ContentItemAsset':
        return <ContentItemAssetItem key={key} item={item} />;
      case 'Video':
        return <VideoItem key={key} item={item} />;
      case 'IFrame':
        return <IFrameItem key={key} item={item} />;
      case 'InspirationItem':
        return (
          <InspirationItemView
            key={key}
            item={item}
            shop={shop}
            headingIds={headingIds}
            priority={eager}
            productsLabel={t('inspirationProducts', { headline: item.headline })}
          />
        );
      case 'OutfitItem':
        return (
          <OutfitItemView
            key={key}
            item={item}
            shop={shop}
            priority={eager}
            productsLabel={t('outfitProducts', { headline: item.headline })}
          />
        );
      case 'Recommendation':
      case 'RecommendationGkAir':
        return <RecommendationItem key={key} item={item} />;
      case 'CookieList':
        return <CookieList key={key} item={item} />;
      default:
        return null;
    }
  }
}
