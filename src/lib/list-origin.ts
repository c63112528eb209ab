import { pageTypeForPath } from './page-type';

/** What the list-origin rule reads from the current URL (spec storefront S2.5). */
export interface ListOriginInput {
  /** path of the page the product is viewed on */
  path: string;
  suggestionType?: string | null;
  searchOrigin?: string | null;
  searchTerm?: string | null;
  reco?: string | null;
  referrer?: string | null;
  /** path (and query) of the page the shopper came from, if known */
  previousPath?: string | null;
}

/** Previous pages that never count as a product's origin. */
const NOT_AN_ORIGIN = [/^\/customer/, /^\/content/, /newsletter/, /^\/basket/];

/**
 * The list-origin label of a product view: where the shopper came from.
 * - search results: srp, or srp/suggestion with a suggestionType;
 * - a category: plp, plp/suggestion with a suggestionType, plp/categoryMatching with a searchOrigin;
 * - a product page: pdp/suggestion with a suggestionType, directSearch with a searchTerm,
 *   miniPdp (popup) or recommendation with reco;
 * - otherwise the previous page's origin, unless it is a customer, content, newsletter or basket page.
 */
export function listOrigin(input: ListOriginInput): string | null {
  const type = pageTypeForPath(input.path);
  if (type === 'searchResultPage') return input.suggestionType ? 'srp/suggestion' : 'srp';
  if (type === 'productListingPage' || type === 'categoryMatching') {
    if (input.suggestionType) return 'plp/suggestion';
    return input.searchOrigin ? 'plp/categoryMatching' : 'plp';
  }
  if (type === 'productDetailPage') {
    if (input.suggestionType) return 'pdp/suggestion';
    if (input.searchTerm) return 'directSearch';
    if (input.reco) return input.referrer === 'popupProduct' ? 'miniPdp' : 'recommendation';
  }
  if (type === 'wishlist') return 'wishlist';
  if (type === 'directOrderForm') return 'directorderform';
  if (type === 'homepage') return 'homepage';
  if (!input.previousPath) return null;
  // the previous page counts with its query: a listing reached by a suggestion says so there
  const previous = new URL(input.previousPath, 'http://shop.invalid');
  if (NOT_AN_ORIGIN.some((re) => re.test(previous.pathname))) return null;
  return listOrigin({
    path: previous.pathname,
    suggestionType: previous.searchParams.get('suggestionType'),
    searchOrigin: previous.searchParams.get('searchOrigin'),
  });
}
