'use client';

import { useEffect, useState } from 'react';
import { Hint } from '@/components/hint/hint';
import { loadModalBody } from '@/server/content/load-modal.action';

/** Bodies loaded on this page, by modal id: a modal opened again shows at once. */
const loaded = new Map<string, React.ReactNode>();

/**
 * A modal's body, fetched from the server when the modal opens (it mounts only then): a loading
 * state until it arrives, an error state when it cannot (customer-and-content S4 "Modals"). The
 * texts come from the server component that places it.
 */
export function LazyModalBody(props: { modalId: string; loadingText: string; errorText: string }) {
  const { modalId } = props;
  const [body, setBody] = useState<React.ReactNode | 'loading' | 'error'>(() =>
    loaded.has(modalId) ? loaded.get(modalId) : 'loading',
  );
  useEffect(() => {
    if (loaded.has(modalId)) return;
    let current = true;
    loadModalBody({ modalId })
      .then((node) => {
        if (node === null || node === undefined) throw new Error('no modal');
        loaded.set(modalId, node);
        if (current) setBody(node);
      })
      .catch(() => {
        if (current) setBody('error');
      });
    return () => {
      current = false;
    };
  }, [modalId]);
  if (body === 'loading')
    return (
      <p role="status" className="text-muted">
        {props.loadingText}
      </p>
    );
  if (body === 'error')
    return (
      <Hint severity="error" inline>
        {props.errorText}
      </Hint>
    );
  return body;
}
