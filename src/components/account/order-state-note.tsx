import { orderStateOf } from '@/lib/account/order-states';
import type { ShopConfig } from '@/lib/shop/shop';
import { getOrderStateText } from '@/server/content/get-order-state-text';

/**
 * What the shop's content says about the state the order is in (CMS entry OrderState): what
 * happens next and what the customer can do. Nothing when the shop has no text for the state.
 */
export async function OrderStateNote({
  shop,
  parcelStatus,
}: {
  shop: ShopConfig;
  parcelStatus: string | null;
}) {
  const state = orderStateOf(parcelStatus);
  const text = state ? await getOrderStateText(shop, state) : null;
  if (!text) return null;
  return (
    <section
      aria-labelledby="order-state-heading"
      className="mt-6 rounded-shop border border-border bg-surface-muted p-4"
      data-testid="order-state-note"
    >
      <h2 id="order-state-heading" className="text-lg font-bold">
        {text.headline}
      </h2>
      {text.text.map((paragraph, index) => (
        <p key={index} className="mt-2">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
