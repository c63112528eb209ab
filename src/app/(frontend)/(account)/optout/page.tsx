import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OptOutButton } from '@/components/service/opt-out-button';
import { isOptOutProvider } from '@/server/service/record-opt-out';
import { SeverityLabel } from '@/components/hint/hint';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('optOut');
  return { title: t('title'), robots: { index: false, follow: false } };
}

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /optout?provider=…: object to tracking by a provider (route not shown in the spec; decision 0011). */
export default async function OptOutPage({ searchParams }: Props) {
  const t = await getTranslations('optOut');
  const raw = (await searchParams).provider;
  const provider = typeof raw === 'string' ? raw : '';
  return (
    <div className="mt-6 flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      {isOptOutProvider(provider) ? (
        <>
          <p>{t('intro', { provider: t(`providers.${provider}`) })}</p>
          <OptOutButton provider={provider} providerName={t(`providers.${provider}`)} />
        </>
      ) : (
        <p role="alert" className="font-semibold text-error">
          <SeverityLabel severity="error" />
          {t('nonExistentProvider')}
        </p>
      )}
    </div>
  );
}
