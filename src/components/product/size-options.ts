import type { VariantDetail } from '@/server/catalog/product-detail';
import type { SizeOption } from './size-select';

/** What the size choice needs of each variant (a small, serialisable subset). */
export function sizeOptionsOf(variants: readonly VariantDetail[]): SizeOption[] {
  return variants.map((v) => ({
    id: v.id,
    promotion: v.promotion,
    sizeLabel: v.sizeLabel,
    availabilityState: v.availabilityState,
    deliverabilityKey: v.deliverabilityKey,
    stock: v.stock,
    priceCents: v.priceCents,
    saleReductionCents: v.saleReductionCents,
    forwardingAgent: v.deliverabilityForwardingAgent,
  }));
}
