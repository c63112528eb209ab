'use client';

import { useTranslations } from 'next-intl';

/** Title and close button of a modal dialog. */
export function ModalHeader({ id, title, onClose }: { id: string; title: string; onClose: () => void }) {
  const t = useTranslations('product');
  return (
    <div className="flex items-center justify-between gap-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <button type="button" onClick={onClose} className="px-2 py-1">
        <span aria-hidden="true">×</span>
        <span className="sr-only">{t('close')}</span>
      </button>
    </div>
  );
}
