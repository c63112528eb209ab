'use client';

import { useTranslations } from 'next-intl';

/** The German text of a shared-rule problem: an address key, else an account key. */
export function useFieldErrorText() {
  const address = useTranslations('addressErrors');
  const account = useTranslations('accountErrors');
  return (error: { key: string; values: Record<string, string | number> }) => {
    const translate = (address.has(error.key as never) ? address : account) as unknown as (
      key: string,
      values: Record<string, string | number>,
    ) => string;
    return translate(error.key, error.values);
  };
}
