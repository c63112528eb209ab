import { useLocale, useTranslations } from 'next-intl';
import { textLanguage } from '@/i18n/text-language';
import { CopyButton } from './copy-button';

/**
 * The copy button of a coupon code in a coupon, banner or modal (spec S4 "Copy button"): 'Copied'
 * and, where the coupon has a hint, the toast 'Promotional code copied' with its subline.
 */
export function CouponCopyButton({ code, withToast = false }: { code: string; withToast?: boolean }) {
  const t = useTranslations('content');
  const locale = useLocale();
  return (
    <CopyButton
      value={code}
      label={t('copyCode', { code })}
      copiedLabel={t('copied')}
      copiedLang={textLanguage(locale, 'content.copied')}
      toast={withToast ? `${t('codeCopiedToast')} – ${t('codeCopiedSubline')}` : undefined}
      toastLang={textLanguage(locale, 'content.codeCopiedToast')}
    />
  );
}
