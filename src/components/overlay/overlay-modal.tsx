'use client';

import { useEffect, useRef, useState } from 'react';
import { ModalHeader } from '@/components/product/modal-header';

/** Time the closing modal stays in the page (its closing transition) before it is removed (spec S4.9). */
const REMOVE_AFTER_MS = 600;

/**
 * A modal dialog driven by an open flag (usually useHashOverlay): its content mounts only once it
 * opens, so content it loads is fetched on demand; Escape and the close button call onClose.
 */
export function OverlayModal(props: {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  // after closing, the dialog stays mounted for its closing transition, then goes
  const [wasOpen, setWasOpen] = useState(props.open);
  const [lingering, setLingering] = useState(false);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    setLingering(!props.open);
  }
  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(false), REMOVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [lingering]);
  const mounted = props.open || lingering;
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (props.open && !node.open) node.showModal();
    if (!props.open && node.open) node.close();
  }, [props.open, mounted]);
  if (!mounted) return null;
  const titleId = `${props.id}-title`;
  return (
    <dialog
      ref={dialog}
      id={props.id}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
      className="m-auto max-h-[90vh] w-[min(94vw,36rem)] overflow-y-auto rounded-shop p-4 backdrop:bg-black/40"
    >
      <ModalHeader id={titleId} title={props.title} onClose={props.onClose} />
      <div className="mt-3">{props.children}</div>
    </dialog>
  );
}
