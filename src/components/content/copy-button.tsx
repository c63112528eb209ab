'use client';

import { useEffect, useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';

interface Props {
  value: string;
  label: string;
  copiedLabel: string;
  /** the toast shown after copying, when the coupon has a hint */
  toast?: string;
  /** 'en' where the shop shows the spec's English 'Copied' and toast (de-AT) */
  copiedLang?: 'en';
  toastLang?: 'en';
}

/** Copied state and toast revert after 3500 ms (spec S4, S9). */
export const COPIED_MS = 3500;

/** Copies a coupon code: a check icon and 'Copied' for 3.5 s, and a toast where configured (spec S4). */
export function CopyButton({ value, label, copiedLabel, toast, copiedLang, toastLang }: Props) {
  const [copied, setCopied] = useState(false);
  const showToast = useToast();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      return; // no clipboard (insecure context, permission): the code stays visible to copy by hand
    }
    setCopied(true);
    if (toast) showToast('success', toast, toastLang);
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={copied ? copiedLabel : label}
      lang={copied ? copiedLang : undefined}
      className="inline-flex items-center gap-2 rounded-shop border border-border px-3 py-2 font-semibold"
    >
      {copied ? (
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        >
          <path d="M5 12l5 5L20 7" />
        </svg>
      ) : null}
      <span aria-live="polite">{copied ? copiedLabel : value}</span>
    </button>
  );
}
