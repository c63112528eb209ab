'use client';

import { useTranslations } from 'next-intl';
import { track } from '@/lib/analytics/track';
import { nativePlatform, sendToApp } from '@/lib/app-bridge/app-bridge';

/**
 * Inside the app: hands a page to the app's share sheet (bridge message sharing). The link is the
 * web page's (`url`, without the app prefix): whoever receives it may not have the app.
 */
export function AppShareButton(props: { url: string; title: string }) {
  const t = useTranslations('product');
  const share = () => {
    if (!sendToApp({ type: 'sharing', payload: { url: props.url, title: props.title } })) return;
    const platform = nativePlatform();
    if (platform) track('nativeUser', { action: 'share', platform });
  };
  return (
    <button
      type="button"
      onClick={share}
      className="self-start rounded-shop border border-border px-4 py-2 font-semibold"
    >
      {t('share')}
    </button>
  );
}
