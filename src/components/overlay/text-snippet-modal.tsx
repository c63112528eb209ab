'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { getOperation } from '@/lib/graphql-client';
import { OverlayModal } from './overlay-modal';
import { useHashOverlay } from './use-hash-overlay';
import { useShop } from '@/components/shop/shop-provider';
import { Hint } from '@/components/hint/hint';

interface Snippet {
  headline: string;
  text: string[];
  error: boolean;
}

function SnippetContent({ snippetKey }: { snippetKey: string }) {
  const shop = useShop();
  const t = useTranslations('overlay');
  const [snippet, setSnippet] = useState<Snippet | null | 'failed'>(null);
  useEffect(() => {
    const controller = new AbortController();
    void getOperation<{ textSnippet: Snippet }>(
      'textSnippet',
      { key: snippetKey, locale: shop.locale },
      controller.signal,
    ).then((result) => {
      if (controller.signal.aborted) return;
      const data = result.data?.textSnippet;
      setSnippet(data && !data.error ? data : 'failed');
    });
    return () => controller.abort();
  }, [snippetKey, shop.locale]);
  if (snippet === null)
    return (
      <p role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  if (snippet === 'failed')
    return (
      <Hint severity="error" inline>
        {t('loadFailed')}
      </Hint>
    );
  return (
    <div className="flex flex-col gap-3" data-testid={`snippet-${snippetKey}`}>
      {snippet.text.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

/**
 * A link-styled button that opens a text snippet (spec S7.6, e.g. shipping costs, cancellation
 * right) in a modal through the URL hash; the text loads once the modal is open (spec S4.9).
 */
export function TextSnippetModal(props: { id: string; snippetKey: string; label: string; title: string }) {
  const { open, show, close } = useHashOverlay(props.id);
  return (
    <>
      <button type="button" onClick={show} className="text-left text-sm underline" aria-haspopup="dialog">
        {props.label}
      </button>
      <OverlayModal id={props.id} title={props.title} open={open} onClose={close}>
        <SnippetContent snippetKey={props.snippetKey} />
      </OverlayModal>
    </>
  );
}
