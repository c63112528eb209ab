import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChatButton } from '@/components/chat/chat-button';
import { SupportFacts } from '@/components/service/support-facts';
import { getDb } from '@/server/db';
import { currentSessionId } from '@/server/session/current-session';
import { currentShop } from '@/server/shop/current-shop';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support');
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * /support: the identifiers customer service asks for. The Service-ID is the start of the shopper's
 * session id, so service staff find the session (its basket, checkout) without a secret being shown.
 */
export default async function SupportPage() {
  const shop = await currentShop();
  const t = await getTranslations('support');
  const sessionId = await currentSessionId(await getDb(), shop);
  const serviceId = sessionId ? sessionId.replace(/-/g, '').slice(0, 10).toUpperCase() : null;
  return (
    <div className="mt-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <p className="mt-2">{t('intro')}</p>
      <SupportFacts serviceId={serviceId} />
      <p className="mt-4">{t('instruction', { email: shop.customerService.email })}</p>
      <p className="mt-4">
        <ChatButton label={t('openChat')} />
      </p>
    </div>
  );
}
