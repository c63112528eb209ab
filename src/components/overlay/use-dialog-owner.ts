'use client';

import { useEffect, useMemo, useSyncExternalStore } from 'react';

/** The control that draws the dialog of each overlay id on this page. */
const owners = new Map<string, symbol>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether this control draws the dialog of overlay `id`: when several controls open the same
 * overlay (a modal linked from a page item and from a text), the first one mounted draws it, so
 * the page never holds two dialogs with one id.
 */
export function useDialogOwner(id: string): boolean {
  const token = useMemo(() => Symbol(id), [id]);
  useEffect(() => {
    if (!owners.has(id)) {
      owners.set(id, token);
      notify();
    }
    return () => {
      if (owners.get(id) !== token) return;
      owners.delete(id);
      notify();
    };
  }, [id, token]);
  const owner = useSyncExternalStore(
    subscribe,
    () => owners.get(id),
    () => undefined,
  );
  return owner === token;
}
