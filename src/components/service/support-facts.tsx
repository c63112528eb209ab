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
  const [copied, setCopied] = useState(false);
  const lines = facts
    ? [
        `${t('browser')}: ${facts.browser}`,
        `${t('cookieId')}: ${facts.cookieId}`,
        `${t('serviceId')}: ${serviceId ?? t('none')}`,
      ].join('\n')
    : null;
  async function copy() {
    if (!lines) return;
    setCopied(await copyText(lines));
  }
  return (
    <>
      <dl className="mt-4 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2" data-testid="support-facts">
        <dt className="font-semibold">{t('browser')}</dt>
        <dd>{facts?.browser ?? '…'}</dd>
        <dt className="font-semibold">{t('cookieId')}</dt>
        <dd className="font-mono">{facts?.cookieId ?? '…'}</dd>
        <dt className="font-semibold">{t('serviceId')}</dt>
        <dd className="font-mono">{serviceId ?? t('none')}</dd>
      </dl>
      <p className="mt-3 flex items-center gap-3">
        <button
          type="button"
          onClick={() => void copy()}
          aria-disabled={lines === null || undefined}
          className="rounded-shop border border-border px-4 py-2 font-semibold"
        >
          {t('copy')}
        </button>
        <span role="status">{copied ? t('copied') : ''}</span>
      </p>
    </>
  );
}

/**
 * Puts text on the clipboard: the Clipboard API where the page may use it (secure contexts), else
 * the selection of a hidden text field (plain http on a shop's own network).
 */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();

  const done = document.execCommand('copy');
  field.remove();
  return done;
}
