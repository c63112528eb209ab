'use client';

import { useRef } from 'react';
import { ModalHeader } from './modal-header';

/**
 * The link to the product's size table (CMS SizeTable) beside the size selection, opening it in a
 * dialog; the table itself is rendered on the server and passed in.
 */
export function SizeTableDialog(props: { label: string; title: string; children: React.ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        className="self-start text-sm underline"
      >
        {props.label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="size-table-title"
        className="m-auto w-[min(94vw,48rem)] rounded-shop p-4 backdrop:bg-black/40"
      >
        <ModalHeader id="size-table-title" title={props.title} onClose={() => dialog.current?.close()} />
        {/* a wide table scrolls; the region takes the keyboard focus for it */}
        <div role="region" aria-label={props.title} tabIndex={0} className="mt-4 overflow-x-auto">
          {props.children}
        </div>
      </dialog>
    </>
  );
}
