'use client';

import { OverlayModal } from './overlay-modal';
import { useDialogOwner } from './use-dialog-owner';
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
  const owns = useDialogOwner(props.id);
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
      {owns ? (
        <OverlayModal id={props.id} title={props.title} open={open} onClose={close}>
          {props.children}
        </OverlayModal>
      ) : null}
    </>
  );
}
