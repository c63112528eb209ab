/**
 * The renderer's checks of content items (spec S5 "Content items"): items with missing or invalid
 * data are not rendered, some with a business-level warning. The CMS refuses most of this when an
 * editor saves; these checks hold for content that reached the database another way.
 */
export type ItemVerdict = { render: true } | { render: false; warning: string | null };

const ACTION_TYPES = new Set(['CHAT', 'OPTOUT', 'PRINT']);
const skip = (warning: string | null = null): ItemVerdict => ({ render: false, warning });
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const emptyRichText = (value: unknown) =>
  !value ||
  typeof value !== 'object' ||
  !((value as { root?: { children?: unknown[] } }).root?.children?.length ?? 0);

export function checkContentItem(item: Record<string, unknown>): ItemVerdict {
  switch (item.blockType) {
    case 'ExternalLink':
      if (blank(item.externalTarget)) return skip('Link with missing externalTarget detected');
      return blank(item.label) ? skip() : { render: true };
    case 'InternalLink': {
      const target = item.internalTarget as { slug?: string } | null | undefined;
      return typeof target !== 'object' || blank(target?.slug) || blank(item.label)
        ? skip()
        : { render: true };
    }
    case 'AnchorLink':
      return blank(item.label) || blank(item.anchor) ? skip() : { render: true };
    case 'ActionButton':
      return blank(item.label) || !ACTION_TYPES.has(String(item.type)) ? skip() : { render: true };
    case 'Tip':
      return blank(item.title) || emptyRichText(item.content) ? skip() : { render: true };
    case 'PhoneBox':
      return blank(item.title) || blank(item.number)
        ? skip('PhoneBox with missing props detected')
        : { render: true };
    case 'Richtext':
    case 'Panel':
    case 'SeoAdvice':
      return emptyRichText(item.blockType === 'Richtext' ? item.richtext : item.content)
        ? skip()
        : { render: true };
    case 'Accordion':
      return Array.isArray(item.items) && item.items.length > 0 ? { render: true } : skip();
    case 'Coupon':
      return blank(item.code) ? skip() : { render: true };
    case 'Button':
      return blank(item.label) || blank(item.link) ? skip() : { render: true };
    case 'Checklist':
      return Array.isArray(item.textList) && item.textList.length > 0 ? { render: true } : skip();
    case 'Text':
      return blank(item.styledText) ? skip() : { render: true };
    case 'ContactBox':
      return blank(item.title) ? skip() : { render: true };
    case 'DosDonts':
      return Array.isArray(item.textListDos) && Array.isArray(item.textListDonts) ? { render: true } : skip();
    case 'TableOfContents':
      return { render: true };
    default:
      return skip(`Unknown content item ${String(item.blockType)} detected`);
  }
}
