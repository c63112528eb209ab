import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ShopLink } from '@/components/layout/shop-link';
import { activateNewsletter } from '@/server/newsletter/activate-newsletter';
import { getDb } from '@/server/db';
import { shopOrigin } from '@/server/shop-origin';
import { currentShop } from '@/server/shop/current-shop';
import { SeverityLabel } from '@/components/hint/hint';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('newsletter');
  return { title: t('activateTitle'), robots: { index: false, follow: false } };
}

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /newsletter/activate?token=…: the confirmation link's target (activated, already confirmed, invalid). */
export default async function NewsletterActivatePage({ searchParams }: Props) {
  const t = await getTranslations('newsletter');
  const raw = (await searchParams).token;
  const outcome = await activateNewsletter(
    await getDb(),
    await currentShop(),
    typeof raw === 'string' ? raw : undefined,
    await shopOrigin(),
  );
  return (
    <div className="mt-6 flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold md:text-3xl">{t('activateTitle')}</h1>
      {outcome === 'activated' ? (
        <div role="status">
          <p className="text-lg font-semibold">
            <SeverityLabel severity="success" />
            {t('activated')}
          </p>
          <p>{t('activatedCode')}</p>
        </div>
      ) : outcome === 'alreadyConfirmed' ? (
        <p role="status" className="text-lg">
          <SeverityLabel severity="info" />
          {t('alreadyConfirmed')}
        </p>
      ) : (
        <>
          <p role="alert" className="text-lg">
            <SeverityLabel severity="error" />
            {t('invalidLink')}
          </p>
          <ShopLink href="/newsletter/subscribe" className="underline">
            {t('toSubscribe')}
          </ShopLink>
        </>
      )}
    </div>
  );
}
