'use server';

import { ModalContent } from '@/components/content/modal-content';
import { logger } from '@/server/logger';
import { currentShop } from '@/server/shop/current-shop';
import { getModal, MODAL_ID } from './get-modal';
import { inPreviewSession } from './preview-scope';

/**
 * A modal's body, asked for by the browser when the modal opens (customer-and-content S4 "Modals",
 * S7 modal(id, locale, preview)): rendered on the server, in the shop's language; drafts in an
 * editor's preview. Null for an unknown id or a failure (the modal then shows its error state).
 */
export async function loadModalBody(input: unknown): Promise<React.ReactNode | null> {
  const modalId = (input as { modalId?: unknown } | null)?.modalId;
  if (typeof modalId !== 'string' || !MODAL_ID.test(modalId)) return null;
  try {
    const shop = await currentShop();
    const modal = await getModal(shop, modalId, await inPreviewSession());
    return modal ? <ModalContent modal={modal} /> : null;
  } catch (error) {
    logger.warn({ err: error, issueLevel: 'Dev', modalId }, 'Modal could not be loaded');
    return null;
  }
}
