import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { Hint } from '@/components/hint/hint';
import { textLanguage } from '@/i18n/text-language';
import { scannedEan } from '@/lib/store/scanned-code';
import { currentClientState, shopRedirect } from '@/server/client/current-client-state';
import { getDb } from '@/server/db';
import { findProductByEan } from '@/server/store/find-product-by-ean';

type SearchParams = Promise<{ ean?: string | string[] }>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('store');
  return { title: t('scanHeading'), robots: { index: false, follow: false } };
}

/**
 * /scan?ean={code} on an in-store display (spec storefront S1 runtime 'store'): a scanned article
 * opens its product page; one the online assortment lacks shows STORE_DISPLAY_FAILURE (S8.5).
 * The display's scan bar (components/store/store-scan-bar.tsx) is above it. Not a page of the web shop.
 */
export default async function ScanPage({ searchParams }: { searchParams: SearchParams }) {
  if ((await currentClientState()).runtime !== 'store') notFound();
  const { ean } = await searchParams;
  let problem: 'invalid' | 'failure' | null = null;
  if (ean !== undefined) {
    const code = scannedEan(ean);
    if (!code) problem = 'invalid';
    else {
      const found = await findProductByEan(await getDb(), code);
      if (found) return shopRedirect(`/p/${found.productId}`);
      problem = 'failure';
    }
  }
  const t = await getTranslations('store');
  const locale = await getLocale();
  return (
    <div className="mx-auto mt-8 flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('scanHeading')}</h1>
      <p>{t('scanHint')}</p>
      {problem ? (
        <Hint severity="error" testId="scan-problem">
          <span lang={textLanguage(locale, `store.${problem}`)}>{t(problem)}</span>
        </Hint>
      ) : null}
    </div>
  );
}
