/** Key prefixes of CMS entries in the answers cache, dropped by the content-change listener. */

/** a shop's published home entries ('home:{shop}') */
export const HOME_CACHE_PREFIX = 'home:';
/** a shop's footer and global content ('frame:{collection}:{shop}') */
export const FRAME_CACHE_PREFIX = 'frame:';
/** a shop's error pages ('error-page:{shop}:{kind}') */
export const ERROR_PAGE_CACHE_PREFIX = 'error-page:';
/** a shop's published size tables ('size-tables:{shop}') */
export const SIZE_TABLE_CACHE_PREFIX = 'size-tables:';
/** a shop's published listing entries with their promotions ('plps:{shop}') */
export const PLP_CACHE_PREFIX = 'plps:';
/** a shop's published product page entries ('pdps:{shop}') */
export const PDP_CACHE_PREFIX = 'pdps:';
/** a shop's published modals, by id ('modal:{shop}:{modalId}') */
export const MODAL_CACHE_PREFIX = 'modal:';
/** a shop's voucher and order state texts ('account-text:{shop}:{kind}:{key}') */
export const ACCOUNT_TEXT_CACHE_PREFIX = 'account-text:';
