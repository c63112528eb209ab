import { useTranslations } from 'next-intl';
import { LazyModalBody } from '@/components/overlay/lazy-modal-body';

/** A modal's body as a page places it: loaded from the server when the modal opens. */
export function ModalBody({ modalId }: { modalId: string }) {
  const t = useTranslations('content');
  return <LazyModalBody modalId={modalId} loadingText={t('modalLoading')} errorText={t('modalError')} />;
}
