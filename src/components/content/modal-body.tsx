import { getTranslations } from 'next-intl/server';
import { LazyModalBody } from '@/components/overlay/lazy-modal-body';

/** A modal's body as a page places it: loaded from the server when the modal opens. */
export async function ModalBody({ modalId }: { modalId: string }) {
  const t = await getTranslations('content');
  return <LazyModalBody modalId={modalId} loadingText={t('modalLoading')} errorText={t('modalError')} />;
}
