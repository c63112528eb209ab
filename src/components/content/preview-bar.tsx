import { getTranslations } from 'next-intl/server';

/**
 * The bar shown in preview (spec C S4, S9: the header offset grows by 115 px on phones, 70 px
 * otherwise). Leaving calls /api/draft-exit with the page's path, whose preview parameters that
 * route removes. A server component: pages outside preview carry no code for it.
 */
export async function PreviewBar({ path }: { path: string }) {
  const t = await getTranslations('preview');
  return (
    <div role="region" aria-label={t('text')} className="preview-bar">
      <p>{t('text')}</p>
      <a href={`/api/draft-exit?slug=${encodeURIComponent(path)}`} className="font-semibold underline">
        {t('exit')}
      </a>
    </div>
  );
}
