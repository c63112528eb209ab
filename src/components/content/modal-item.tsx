import type { Modal, ModalBlock } from '@/cms/payload-types';
import { HashModal } from '@/components/overlay/hash-modal';
import { ModalBody } from './modal-body';

/**
 * A link opening a modal through the URL hash (#{modalId}, spec S2/S4). Its body comes with the
 * page's data and is mounted only when the modal opens.
 */
export function ModalItem({ item }: { item: ModalBlock }) {
  // a modal deleted, or not published (published-relations.ts): no link to open nothing
  const modal = item.modal && typeof item.modal === 'object' ? (item.modal as Modal) : null;
  if (!modal) return null;
  return (
    <p>
      <HashModal
        id={modal.modalId}
        label={item.linkText || modal.linkText || modal.headline}
        title={modal.headline}
      >
        <ModalBody modalId={modal.modalId} />
      </HashModal>
    </p>
  );
}
