import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ShopLink } from '@/components/layout/shop-link';
import { verifyEmail } from '@/server/customer/verify-email';
import { getDb } from '@/server/db';
import { shopOrigin } from '@/server/shop-origin';
import { currentShop } from '@/server/shop/current-shop';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('emailVerificationTitle'), robots: { index: false, follow: false } };
}

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /email/verify?token=…: the target of the verification link, with its outcome (customer-and-content S4). */
export default async function EmailVerifyPage({ searchParams }: Props) {
  const t = await getTranslations('account');
  const raw = (await searchParams).token;
  const outcome = await verifyEmail(
    await getDb(),
    await currentShop(),
    typeof raw === 'string' ? raw : undefined,
    await shopOrigin(),
  );
  const text = {
    success: t('emailVerificationSuccess'),
    invalid: t('emailVerificationInvalid'),
    pending: t('emailVerificationPending'),
    noConsent: t('emailVerificationNoConsent'),
    error: t('emailVerificationError'),
  }[outcome];
  return (
    <div className="mt-6 flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold md:text-3xl">{t('emailVerificationTitle')}</h1>
      <p role={outcome === 'error' ? 'alert' : 'status'} className="text-lg">
        {text}
      </p>
      <ShopLink
        href={outcome === 'error' ? '/contact' : '/customer'}
        className="rounded-shop bg-primary px-4 py-3 font-semibold text-primary-contrast"
      >
        {outcome === 'error' ? t('contactButton') : t('toAccount')}
      </ShopLink>
    </div>
  );
}
