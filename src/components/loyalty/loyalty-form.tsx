'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Hint } from '@/components/hint/hint';
import { useShop } from '@/components/shop/shop-provider';
import { useTextLanguage } from '@/i18n/text-language';
import { parseLoyaltyNumber } from '@/lib/loyalty/loyalty-number';
import { linkLoyalty, type LinkAnswer } from './link-loyalty';

/** Links a loyalty-programme number typed in the basket; the page then shows it linked. */
export function LoyaltyForm({ programme }: { programme: string }) {
  const t = useTranslations('loyalty');
  const { locale } = useShop();
  const lang = useTextLanguage();
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState('');
  const [answer, setAnswer] = useState<LinkAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // the number's rule is checked here first: no call for a typo
    if (!parseLoyaltyNumber(value))
      return setAnswer({ ok: false, status: null, message: t('invalid', { programme }), maskedNumber: null });
    setBusy(true);
    const linked = await linkLoyalty(value, locale, t('tooMany'));
    setBusy(false);
    setAnswer(linked);
    if (linked.ok) router.refresh();
  };
  return (
    <form onSubmit={submit} noValidate className="mt-2 flex flex-col gap-2">
      <label htmlFor={id} className="text-sm">
        {t('numberLabel', { programme })}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={answer?.ok === false || undefined}
          aria-describedby={answer ? `${id}-answer` : undefined}
          className="min-w-0 flex-1 rounded-shop border border-border px-3 py-2"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-shop border border-primary px-3 py-2 font-semibold text-primary"
        >
          {t('link')}
        </button>
      </div>
      {answer ? (
        <Hint
          id={`${id}-answer`}
          inline
          severity={answer.status === 'ALREADY_ACTIVE' ? 'info' : answer.ok ? 'success' : 'error'}
        >
          <span lang={answer.status === 'ALREADY_ACTIVE' ? lang('loyalty.sessionActive') : undefined}>
            {answer.message}
          </span>
        </Hint>
      ) : null}
    </form>
  );
}
