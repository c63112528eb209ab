import type { CouponBlock, InlineAssetBlock, Modal, ModalLinkInlineBlock } from '@/cms/payload-types';
import { HashModal } from '@/components/overlay/hash-modal';
import { checkContentItem } from '@/lib/content/content-item-rules';
import { logger } from '@/server/logger';
import { CmsRichText, type EntryConverters } from './cms-rich-text';
import { CouponItem } from './coupon-item';
import { InlineAssetItem } from './media-items';
import { ModalBody } from './modal-body';

/** An embedded entry, or nothing (with the spec's warning) when it fails the checks of S5. */
function embedded(fields: unknown, element: React.ReactElement): React.ReactElement | null {
  const verdict = checkContentItem(fields as Record<string, unknown>);
  if (verdict.render) return element;
  if (verdict.warning)
    logger.warn(
      { issueLevel: 'Business', blockType: (fields as { blockType?: string }).blockType },
      verdict.warning,
    );
  return null;
}

/** Entries embedded in rich text (spec S3: coupon, inline asset, modal link), checked like page items (S5). */
const ENTRIES: EntryConverters = {
  blocks: {
    Coupon: ({ node }) => embedded(node.fields, <CouponItem item={node.fields as CouponBlock} />),
    InlineAsset: ({ node }) =>
      embedded(node.fields, <InlineAssetItem item={node.fields as InlineAssetBlock} />),
  },
  inlineBlocks: {
    ModalLink: ({ node }) => {
      const fields = node.fields as ModalLinkInlineBlock;
      const modal = fields.modal && typeof fields.modal === 'object' ? (fields.modal as Modal) : null;
      if (!modal?.modalId || !modal.headline) return null;
      return (
        <HashModal
          id={modal.modalId}
          label={fields.linkText || modal.linkText || modal.headline}
          title={modal.headline}
        >
          <ModalBody modalId={modal.modalId} />
        </HashModal>
      );
    },
  },
};

/**
 * The rich text of content pages and items: the shop's one renderer with the embedded entries.
 * Kept apart from CmsRichText so listings, which embed none, load none of the entries' scripts.
 */
export function ContentRichText(props: Omit<React.ComponentProps<typeof CmsRichText>, 'entries'>) {
  return <CmsRichText {...props} entries={ENTRIES} />;
}
