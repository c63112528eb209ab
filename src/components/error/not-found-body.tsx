import { getTranslations } from 'next-intl/server';
import { ContentBlocks } from '@/components/content/content-blocks';
import { pageHeadings, type LexicalState } from '@/lib/content/lexical-headings';
import { richTextsOf } from '@/lib/content/rich-texts-of';
import { getErrorPage } from '@/server/content/get-shop-frame';
import { currentShop } from '@/server/shop/current-shop';
import { ErrorPageBody } from './error-page';

/**
 * errorPageNotFound (spec S8.6) in the shop's language: the body of every 404 page. The editors'
 * error page of the shop (CMS) replaces the built-in texts and adds its content items below.
 */
export async function NotFoundBody() {
  const t = await getTranslations('errors.errorPageNotFound');
  const shop = await currentShop();
  const entry = await getErrorPage(shop, 'errorPageNotFound');
  const items = entry?.content ?? [];
  const { ids, toc } = pageHeadings(richTextsOf(items) as LexicalState[]);
  return (
    <>
      <ErrorPageBody
        kind="errorPageNotFound"
        headline={entry?.headline || t('headline')}
        text={entry?.text ? entry.text.replaceAll('{phone}', shop.customerService.phone) : t('text')}
        homeLabel={t('toHome')}
      />
      {items.length > 0 ? (
        <div className="mx-auto max-w-3xl">
          <ContentBlocks items={items} headingIds={ids} toc={toc} shop={shop} eagerImages={false} />
        </div>
      ) : null}
    </>
  );
}

/** The 404 page's title, never indexed. */
export async function notFoundMetadata() {
  const t = await getTranslations('errors.errorPageNotFound');
  return { title: t('title'), robots: { index: false, follow: true } };
}
