/**
 * Basket and checkout values. The spec fixes the first two and leaves the others "not shown";
 * the chosen values and why are in docs/decisions/0009-basket-values.md.
 */
export const BASKET_VALUES = {
  /** spec S9: at most 20 pieces per article (display number), unless the product sets its own limit */
  maxPiecesPerArticle: 20,
  /** spec S9: the disposal service costs 24,99 € per piece */
  disposalServicePerPieceCents: 2499,
  /** pieces in the whole basket */
  basketMaxItems: 100,
  /** goods value needed to order at all */
  minOrderValueCents: 1000,
  /** goods value (without gifts) needed before a free gift can be added */
  freeGiftMinOrderValueCents: 5000,
  /** standard shipping below the free-shipping threshold */
  shippingCents: 595,
  freeShippingFromCents: 7500,
  /** once per order that holds forwarding-agent (freight) items */
  freightCents: 3995,
  /** 'Ruck-Zuck-Lieferung' */
  expressDeliveryCents: 995,
  /** 'Nachnahmegebühr' */
  cashOnDeliveryCents: 695,
  /** 'Ratenaufschlag', per mille of the goods value, rounded to the cent */
  instalmentSurchargePerMille: 29,
  /** 'Aufschlag für Zahlpause' */
  paymentPauseCents: 395,
} as const;
