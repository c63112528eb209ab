import type { ShopConfig } from '@/lib/shop/shop';
import type { CheckoutData } from '@/components/checkout/checkout-data';
import { toDisplayNumber } from '@/lib/display-number';
import { checkoutChoices } from './checkout-choices';
import { checkoutErrorText } from './checkout-texts';
import type { CheckoutView } from './load-checkout';
import type { VoucherText } from '@/server/content/get-voucher-text';

/** The checkout page's data of a loaded checkout (and the redeemed voucher's CMS text, if any). */
export function checkoutData(
  shop: ShopConfig,
  view: CheckoutView,
  voucherText: VoucherText | null,
): CheckoutData {
  const choices = checkoutChoices(view);
  return {
    email: view.stored.email ?? '',
    billingAddress: view.stored.billingAddress,
    deliveryAddress: view.stored.deliveryAddress,
    deliveryMethod: view.deliveryMethod,
    paymentMethod: view.paymentMethod,
    voucher: view.voucher
      ? { ...view.voucher, title: voucherText?.title ?? null, conditions: voucherText?.conditions ?? [] }
      : null,
    voucherProblem: view.voucherProblem
      ? checkoutErrorText(shop, view.voucherProblem.code, view.voucherProblem.values)
      : null,
    deliveryChoices: choices.delivery,
    paymentChoices: choices.payment,
    items: view.basket.lines.map((l) => {
      const image = l.product.color.images[0];
      return {
        key: l.stored.id,
        name: l.product.name,
        color: l.product.color.label,
        size: l.variant.sizeLabel,
        quantity: l.stored.quantity,
        lineCents: l.variant.priceCents * l.stored.quantity,
        displayNumber: toDisplayNumber(l.product.id, l.stored.promotion),
        image: image ? { hash: image.hash, alt: image.alt } : null,
      };
    }),
    totals: {
      lines: view.totals.lines,
      totalCents: view.totals.totalCents,
      savingsCents: view.totals.savingsCents,
    },
    missing: view.missing,
    minOrderValueReached: view.minOrderValueReached,
    hasFreight: view.hasFreight,
  };
}
