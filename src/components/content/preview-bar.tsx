import { getTranslations } from 'next-intl/server';

interface PreviewBarProps {
  path: string;
  /** targeting triggers the editor can pick (pages whose entries are targeted) */
  triggers?: readonly { id: string; title: string }[];
  selectedTrigger?: string | null;
}

/**
 * The bar shown in preview (spec C S4, S9: the header offset grows by 115 px on phones, 70 px
 * otherwise). On targeted pages the editor picks a trigger (?selectedTrigger=) to see the entry a
 * visitor under it would see. Leaving calls /api/draft-exit with the page's path, whose preview
 * parameters that route removes. A server component: pages outside preview carry no code for it.
 */
export async function PreviewBar({ path, triggers = [], selectedTrigger = null }: PreviewBarProps) {
  const t = await getTranslations('preview');
  const current = selectedTrigger ? `${path}?selectedTrigger=${encodeURIComponent(selectedTrigger)}` : path;
  return (
    <div role="region" aria-label={t('text')} className="preview-bar">
      <p>{t('text')}</p>
      {triggers.length > 0 ? (
        <form method="get" action={path} className="flex flex-wrap items-center gap-2">
          <label htmlFor="preview-trigger">{t('trigger')}</label>
          <select
            id="preview-trigger"
            name="selectedTrigger"
            defaultValue={selectedTrigger ?? ''}
            className="rounded-shop border border-border bg-surface px-2 py-1 text-text"
          >
            <option value="">{t('triggerAsVisitor')}</option>
            {triggers.map((trigger) => (
              <option key={trigger.id} value={trigger.id}>
                {trigger.title}
              </option>
            ))}
          </select>
          <button type="submit" className="font-semibold underline">
            {t('showTrigger')}
          </button>
        </form>
      ) : null}
      <a href={`/api/draft-exit?slug=${encodeURIComponent(current)}`} className="font-semibold underline">
        {t('exit')}
      </a>
    </div>
  );
}
