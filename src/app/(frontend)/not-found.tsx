import { getTranslations } from 'next-intl/server';
import { ErrorPageBody } from '@/components/error/error-page';

export async function generateMetadata() {
  const t = await getTranslations('errors.errorPageNotFound');
  return { title: t('title'), robots: { index: false } };
}

export default async function NotFound() {
  const t = await getTranslations('errors.errorPageNotFound');
  return (
    <main id="main-content" className="px-4">
      <ErrorPageBody
        kind="errorPageNotFound"
        headline={t('headline')}
        text={t('text')}
        homeLabel={t('toHome')}
      />
    </main>
  );
}
