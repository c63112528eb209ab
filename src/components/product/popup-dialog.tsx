'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';

/** The popup product's modal: open on arrival, closing it removes pop from the URL (S2.6). */
export function PopupDialog({ title, children }: { title: string; children: ReactNode }) {
  const t = useTranslations('product');
  const dialog = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();

  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
  }, []);

  function onClose() {
    const next = new URLSearchParams(params.toString());
    next.delete('pop');
    next.delete('popupProductId');
    const query = next.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }

  return (
    <dialog
      ref={dialog}
      aria-label={title}
      onClose={onClose}
      className="m-auto max-h-[90vh] w-[min(94vw,48rem)] overflow-y-auto rounded-shop p-4 backdrop:bg-black/40"
    >
      <div className="flex justify-end">
        <button type="button" onClick={() => dialog.current?.close()} className="px-2 py-1">
          <span aria-hidden="true">×</span>
          <span className="sr-only">{t('close')}</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
