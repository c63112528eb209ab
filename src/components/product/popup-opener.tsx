'use client';

import { useShopHref, useShopRouter } from '@/components/client/client-state-provider';
import { createContext, useContext, useId, useState, useTransition } from 'react';

interface PopupLoading {
  /** the product whose popup is loading, or null */
  loading: string | null;
  open(productId: string, href: string): void;
}

const Context = createContext<PopupLoading>({ loading: null, open: () => {} });

/**
 * Spec S4.4: while one product's details load for its popup, the buttons of all other products are
 * disabled and the loading one shows a spinner; the marker clears when the popup has rendered.
 */
export function PopupLoadingProvider({ children }: { children: React.ReactNode }) {
  const router = useShopRouter();
  const [requested, setRequested] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  // the marker lives as long as the navigation to the popup does
  const loading = pending ? requested : null;
  const open = (productId: string, href: string) => {
    setRequested(productId);
    startTransition(() => router.push(href, { scroll: false }));
  };
  return <Context.Provider value={{ loading, open }}>{children}</Context.Provider>;
}

/** A link that opens a product's popup (add to basket from a card); a plain link without scripts. */
export function PopupOpener(props: {
  productId: string;
  href: string;
  className: string;
  /** the accessible name, where it differs from the visible text (S2.6) */
  label?: string;
  labelLang?: string;
  children: React.ReactNode;
}) {
  const { loading, open } = useContext(Context);
  const href = useShopHref()(props.href);
  const labelId = useId();
  const busy = loading === props.productId;
  const blocked = loading !== null;
  return (
    <a
      href={href}
      // the name in its own element, so that its language (lang) leaves the visible text's alone
      aria-labelledby={props.label ? labelId : undefined}
      aria-disabled={blocked || undefined}
      aria-busy={busy || undefined}
      data-loading={busy || undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        if (!blocked) open(props.productId, props.href);
      }}
      className={`${props.className} inline-flex items-center justify-center gap-2 ${
        blocked && !busy ? 'pointer-events-none opacity-50' : ''
      }`}
    >
      {props.label ? (
        <span id={labelId} hidden lang={props.labelLang}>
          {props.label}
        </span>
      ) : null}
      {busy ? (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : null}
      {props.children}
    </a>
  );
}
