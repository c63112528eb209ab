import type { Block } from 'payload';

/**
 * A link inside rich text that opens a modal through the URL hash (spec S3 Banner/Modal:
 * "inline links to Modal {id, linkText}").
 */
export const ModalLinkInlineBlock: Block = {
  slug: 'ModalLink',
  labels: { singular: 'Modal link', plural: 'Modal links' },
  interfaceName: 'ModalLinkInlineBlock',
  fields: [
    { name: 'modal', type: 'relationship', relationTo: 'modals', required: true },
    { name: 'linkText', type: 'text', admin: { description: 'Empty: the modal’s own link text.' } },
  ],
};
