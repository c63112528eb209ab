import { getTranslations } from 'next-intl/server';
import { ErrorPageBody } from './error-page';

/** errorPageNotFound (spec S8.6) in the shop's language: the body of every 404 page. */
export async function NotFoundBody() {
  const t = await getTranslations('errors.errorPageNotFound');
  return (
    <ErrorPageBody
      kind="errorPageNotFound"
      headline={t('headline')}
      text={t('text')}
      homeLabel={t('toHome')}
    />
  );
}

/** The 404 page's title, never indexed. */
export async function notFoundMetadata() {
  const t = await getTranslations('errors.errorPageNotFound');
  return { title: t('title'), robots: { index: false, follow: true } };
}
