'use client';

import { useTranslations } from 'next-intl';
import { withFieldName } from '@/lib/checkout/address-rules';

/** The text of a shared-rule problem in the shop's language: an address key, else an account key. */
export function useFieldErrorText() {
  const address = useTranslations('addressErrors');
  const account = useTranslations('accountErrors');
  const names = useTranslations('addressFieldNames') as unknown as (key: string) => string;
  return (error: { key: string; values: Record<string, string | number> }) => {
    const translate = (address.has(error.key as never) ? address : account) as unknown as (
      key: string,
      values: Record<string, string | number>,
    ) => string;
    return translate(error.key, withFieldName(error.values, names));
  };
}
