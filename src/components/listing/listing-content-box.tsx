import { ContentBlocks } from '@/components/content/content-blocks';
import { pageHeadings, type LexicalState } from '@/lib/content/lexical-headings';
import { richTextsOf } from '@/lib/content/rich-texts-of';
import type { ShopConfig } from '@/lib/shop/shop';
import type { ListingContentBox as Box } from '@/server/content/get-listing-content';

const ALIGN = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

/**
 * The listing's box with a content page's items (storefront S2.3 item 3: content plus
 * horizontalAlignment), e.g. a buying guide above the filters; rendered like the page itself.
 */
export function ListingContentBox({ box, shop }: { box: Box; shop: ShopConfig }) {
  const { ids, toc } = pageHeadings(richTextsOf(box.items) as LexicalState[]);
  return (
    <section
      className={`mt-4 max-w-4xl rounded-shop border border-border p-4 ${ALIGN[box.horizontalAlignment]}`}
      data-testid="listing-content-box"
    >
      <ContentBlocks items={box.items} headingIds={ids} toc={toc} shop={shop} eagerImages={false} />
    </section>
  );
}
