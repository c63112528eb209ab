import { getLocale, getTranslations } from 'next-intl/server';
import { textLanguage } from '@/i18n/text-language';

export async function SkipLink() {
  const t = await getTranslations('skipLinks');
  const lang = textLanguage(await getLocale(), 'skipLinks.mainContent');
  return (
    <a href="#main-content" className="skip-link" lang={lang}>
      {t('mainContent')}
    </a>
  );
}
