'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { SeverityLabel, type Severity } from '@/components/hint/hint';

export type ToastVariant = Severity;
interface Toast {
  id: number;
  variant: ToastVariant;
  text: string;
  /** 'en' for a text the spec gives only in English (the severity label stays in the shop's language) */
  lang?: 'en';
}

/** Toasts close after 15 s, paused while hovered or while the window has no focus (spec S4.9, S9). */
export const TOAST_TIMEOUT_MS = 15_000;

const ToastContext = createContext<(variant: ToastVariant, text: string, lang?: 'en') => void>(() => {});

export const useToast = () => useContext(ToastContext);

const VARIANT_CLASS: Record<ToastVariant, string> = {
  info: 'border-border bg-surface',
  success: 'border-success bg-surface',
  warning: 'border-warning bg-surface',
  error: 'border-error bg-surface',
};

/** Toast messages bottom-right; dismissed whenever the path changes (spec S2.11). */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const pathname = usePathname();
  const show = useCallback((variant: ToastVariant, text: string, lang?: 'en') => {
    setToasts((list) => [...list, { id: nextId.current++, variant, text, lang }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setToasts([]);
  }
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ol className="fixed bottom-4 right-4 z-50 flex w-[min(92vw,24rem)] flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </ol>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const t = useTranslations('toast');
  const [hovered, setHovered] = useState(false);
  const [windowFocused, setWindowFocused] = useState(true);
  const remaining = useRef(TOAST_TIMEOUT_MS);

  useEffect(() => {
    const focus = () => setWindowFocused(true);
    const blur = () => setWindowFocused(false);
    window.addEventListener('focus', focus);
    window.addEventListener('blur', blur);
    return () => {
      window.removeEventListener('focus', focus);
      window.removeEventListener('blur', blur);
    };
  }, []);

  const running = !hovered && windowFocused;
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [running, onDismiss, toast.id]);

  const urgent = toast.variant === 'error' || toast.variant === 'warning';
  return (
    <li
      role={urgent ? 'alert' : 'status'}
      data-testid={`toast-${toast.variant}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      className={`flex items-start gap-3 rounded-shop border-l-4 p-3 shadow-lg ${VARIANT_CLASS[toast.variant]}`}
    >
      <p className="flex-1">
        <SeverityLabel severity={toast.variant} />
        {toast.lang ? <span lang={toast.lang}>{toast.text}</span> : toast.text}
      </p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="px-1 font-bold"
        aria-label={t('close')}
      >
        ×
      </button>
    </li>
  );
}
