'use client';

import { OverlayModal } from './overlay-modal';
import { useHashOverlay } from './use-hash-overlay';

/** A button that opens its content in a modal through the URL hash (customer-and-content S2). */
export function HashModal(props: {
  id: string;
  label: string;
  title: string;
  buttonClassName?: string;
  children: React.ReactNode;
}) {
  const { open, show, close } = useHashOverlay(props.id);
  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        className={props.buttonClassName ?? 'underline'}
      >
        {props.label}
      </button>
      <OverlayModal id={props.id} title={props.title} open={open} onClose={close}>
        {props.children}
      </OverlayModal>
    </>
  );
}
