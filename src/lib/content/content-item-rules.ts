import { checkLayout } from './layout-rules';
import { isEmptyRichText } from './rich-text-empty';

/**
 * The renderer's checks of content items (spec S5 "Content items"): items with missing or invalid
 * data are not rendered, some with a business-level warning. The CMS refuses most of this when an
 * editor saves; these checks hold for content that reached the database another way.
 */
export type ItemVerdict = { render: true } | { render: false; warning: string | null };

const ACTION_TYPES = new Set(['CHAT', 'OPTOUT', 'PRINT']);
const skip = (warning: string | null = null): ItemVerdict => ({ render: false, warning });
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const emptyRichText = (value: unknown) => typeof value !== 'object' || isEmptyRichText(value);

interface MediaLike {
  url?: unknown;
  width?: unknown;
  height?: unknown;
}

/** An upload field's value when its document came with the item (depth 1); null otherwise. */
function mediaOf(value: unknown): MediaLike | null {
  return value && typeof value === 'object' ? (value as MediaLike) : null;
}

/**
 * Spec S5: no type, nothing with a warning; for the service, a missing serviceId or outputId each
 * with a warning; valid only when every parameter has a name.
 */
function checkRecommendation(item: Record<string, unknown>): ItemVerdict {
  const type = item.blockType === 'RecommendationGkAir' ? 'gkAir' : item.recommendationType;
  if (blank(type)) return skip('Recommendation without recommendationType detected');
  if (type === 'Wishlist') return { render: true };
  const service = (item.blockType === 'RecommendationGkAir' ? item : item.service) as
    { serviceId?: unknown; parameters?: unknown } | null | undefined;
  if (blank(service?.serviceId)) return skip('Recommendation with missing serviceId detected');
  if (blank(item.outputId)) return skip('Recommendation with missing outputId detected');
  const parameters = Array.isArray(service?.parameters) ? service.parameters : [];
  return parameters.every((parameter) => !blank((parameter as { name?: unknown } | null)?.name))
    ? { render: true }
    : skip('Recommendation with unnamed parameter detected');
}

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
    case 'CookieList':
      return { render: true };
    case 'Layout': {
      // its fallbacks (alignments, width) are reported where it is drawn
      const verdict = checkLayout(item);
      return verdict.render ? { render: true } : skip(verdict.warning);
    }
    case 'InlineAsset': {
      const image = mediaOf(item.image);
      return image && !blank(image.url) && Number(image.width) > 0 && Number(image.height) > 0
        ? { render: true }
        : skip();
    }
    case 'ContentItemAsset':
      return mediaOf(item.imageCloudinary)?.url ? { render: true } : skip();
    case 'Video':
      return mediaOf(item.video)?.url ? { render: true } : skip();
    case 'IFrame':
      return blank(item.url) || blank(item.title) ? skip() : { render: true };
    case 'Box':
      return blank(item.headline) || emptyRichText(item.content) ? skip() : { render: true };
    case 'Card': {
      const link = item.link as { target?: unknown } | null | undefined;
      return blank(link?.target) || !mediaOf(item.image)?.url
        ? skip('Card with missing data detected')
        : { render: true };
    }
    case 'InspirationItem':
      return blank(item.headline) ||
        !Array.isArray(item.images) ||
        !item.images.some((image) => mediaOf(image)?.url)
        ? skip()
        : { render: true };
    case 'OutfitItem':
      return blank(item.headline) || !mediaOf(item.image)?.url ? skip() : { render: true };
    case 'Banner':
      // spec S5: rendered only with text or a coupon code
      return emptyRichText(item.text) && blank(item.couponCode) ? skip() : { render: true };
    case 'Modal': {
      const modal = item.modal as { modalId?: unknown; headline?: unknown } | null | undefined;
      return typeof modal !== 'object' || blank(modal?.modalId) || blank(modal?.headline)
        ? skip()
        : { render: true };
    }
    case 'Recommendation':
    case 'RecommendationGkAir':
      return checkRecommendation(item);
    default:
      return skip(`Unknown content item ${String(item.blockType)} detected`);
  }
}
