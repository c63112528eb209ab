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
  'header',
  'overlay',
  // recommendation sliders load in the browser on product, listing, search, basket and wishlist pages
  'recommendations',
  'toast',
] as const;

/**
 * Of some shell namespaces only these keys travel to the browser on every page: the ones its
 * client parts read (client-messages.test.ts holds the readers to them). The product namespace:
 * the listing tile (product-card.tsx with its sold-out label, price.tsx, rating-summary.tsx) and
 * the modal's close button (modal-header.tsx), whole with ORDERING_NAMESPACES; the listing
 * namespace: the filter layer, its price slider and the next chunk's loader (the listing's other
 * texts are drawn on the server); the wishlist namespace: the toggle and its announcements (the
 * wishlist page's texts are drawn on the server); the errors namespace: the error boundary's texts.
 */
export const SHELL_PICKED_KEYS = {
  // the error boundary's page (app/(frontend)/(shop)/error.tsx); the 404 page is drawn on the server
  errors: ['errorPageUnknown'],
  product: [
    'availableColors',
    'close',
    'discountedPriceLabel',
    'pricePrefixFrom',
    'pricePrefixOnly',
    'rating',
    'ratingCount',
    'soldOut',
  ],
  listing: [
    'apply',
    'appliedAlert',
    'choiceWithCount',
    'filterAndSort',
    'loadingFilters',
    'loadingMore',
    'priceRange',
    'priceSliderMax',
    'priceSliderMin',
    'saleOnly',
    'sort',
    'sortLabel',
  ],
  wishlist: [
    'addedAnnouncement',
    'failedToAdd',
    'failedToRemove',
    'remove',
    'removedAnnouncement',
    'save',
    'saved',
  ],
} as const satisfies Record<string, readonly string[]>;

/** Choosing a size and adding it to the basket: product page, product popup, wishlist, basket. */
export const ORDERING_NAMESPACES = ['basket', 'months', 'product'] as const;

/** Address forms: checkout, account, catalogue order. */
export const ADDRESS_NAMESPACES = ['addressFieldNames', 'countries'] as const;
