/**
 * The message namespaces the browser needs on every page: the shell (header, toasts, wishlist) and
 * the catalogue's interactive parts (filters, tiles). Pages with more interactive parts add their
 * namespaces (ORDERING_NAMESPACES where sizes are chosen and put in the basket); the full message
 * file (about 45 KB) never travels with a catalogue page.
 */
export const SHELL_NAMESPACES = [
  'badges',
  // the chat panel opens on any page (ActionButton CHAT)
  'chat',
  'errors',
  'header',
  'listing',
  'overlay',
  // recommendation sliders load in the browser on product, listing, search, basket and wishlist pages
  'recommendations',
  'toast',
  'wishlist',
] as const;

/**
 * The keys of the product namespace that the shell's client parts use everywhere: the listing tile
 * (product-card.tsx with its sold-out label, price.tsx, rating-summary.tsx) and the modal's close button (modal-header.tsx). The whole namespace
 * travels with ORDERING_NAMESPACES.
 */
export const SHELL_PRODUCT_KEYS = [
  'availableColors',
  'close',
  'discountedPriceLabel',
  'pricePrefixFrom',
  'pricePrefixOnly',
  'rating',
  'ratingCount',
  'soldOut',
] as const;

/** Choosing a size and adding it to the basket: product page, product popup, wishlist, basket. */
export const ORDERING_NAMESPACES = ['basket', 'months', 'product'] as const;

/** Address forms: checkout, account, catalogue order. */
export const ADDRESS_NAMESPACES = ['addressFieldNames', 'countries'] as const;
