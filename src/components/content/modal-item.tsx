import type { Modal, ModalBlock } from '@/cms/payload-types';
import { HashModal } from '@/components/overlay/hash-modal';
import { ModalContent } from './modal-content';

/**
 * A link opening a modal through the URL hash (#{modalId}, spec S2/S4). Its body comes with the
 * page's data and is mounted only when the modal opens.
 */
export function ModalItem({ item }: { item: ModalBlock }) {
  const modal = item.modal as Modal;
  return (
    <p>
      <HashModal
        id={modal.modalId}
        label={item.linkText || modal.linkText || modal.headline}
        title={modal.headline}
      >
        <ModalContent modal={modal} />
      </HashModal>
    </p>
  );
}
