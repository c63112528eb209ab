import type { TotalLineKind } from '@/lib/basket/basket-totals';
import type { Address } from '@/lib/checkout/address-rules';
import type { DeliveryMethod, PaymentMethod } from '@/lib/checkout/checkout-options';

/** What the checkout page hands to its client steps: plain, serialisable data of the checkout. */
export interface CheckoutData {
  email: string;
  billingAddress: Address | null;
  /** null: the billing address */
  deliveryAddress: Address | null;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod | null;
  /** the redeemed voucher; title and conditions from its CMS entry, when the shop has one */
  voucher: { code: string; cents: number; title: string | null; conditions: string[] } | null;
  /** German text: why the entered voucher does not apply now */
  voucherProblem: string | null;
  deliveryChoices: { method: DeliveryMethod; price: number; available: boolean }[];
  paymentChoices: { method: PaymentMethod; price: number; available: boolean }[];
  items: {
    key: string;
    name: string;
    color: string;
    size: string;
    quantity: number;
    lineCents: number;
    displayNumber: string;
    image: { hash: string; alt: string } | null;
  }[];
  totals: { lines: { kind: TotalLineKind; cents: number }[]; totalCents: number; savingsCents: number };
  missing: ('addresses' | 'payment')[];
  minOrderValueReached: boolean;
  hasFreight: boolean;
}
