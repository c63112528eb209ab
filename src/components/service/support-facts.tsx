'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { browserName, ensureVisitorId } from '@/lib/visitor-id';

/** The support page's identifiers (customer-and-content S2): browser, cookie ID and Service-ID. */
export function SupportFacts({ serviceId }: { serviceId: string | null }) {
  const t = useTranslations('support');
  const [facts, setFacts] = useState<{ browser: string; cookieId: string } | null>(null);
  useEffect(() => {
    // browser facts exist only in the browser; read once after mounting
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFacts({ browser: browserName(navigator.userAgent), cookieId: ensureVisitorId() });
  }, []);
  return (
    <dl className="mt-4 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2" data-testid="support-facts">
      <dt className="font-semibold">{t('browser')}</dt>
      <dd>{facts?.browser ?? '…'}</dd>
      <dt className="font-semibold">{t('cookieId')}</dt>
      <dd className="font-mono">{facts?.cookieId ?? '…'}</dd>
      <dt className="font-semibold">{t('serviceId')}</dt>
      <dd className="font-mono">{serviceId ?? t('none')}</dd>
    </dl>
  );
}
