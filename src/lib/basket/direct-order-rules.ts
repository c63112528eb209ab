/**
 * The direct order form's rules (spec S5, S8.2): every line needs a size, sold-out lines must be
 * removed, and no size may be ordered beyond its stock. Lines of the same size count together.
 */
export type DirectOrderErrorCode =
  'DOF_VARIANT_NOT_SELECTED' | 'DOF_SOLD_OUT' | 'DOF_QUANTITY_MORE_THAN_STOCK';

export interface DirectOrderLineFacts {
  /** null: no size chosen */
  variant: { key: string; orderable: boolean; stock: number } | null;
  quantity: number;
}

/** The form's first problem, in the order the shopper has to fix them; null when all lines can go. */
export function checkDirectOrder(lines: readonly DirectOrderLineFacts[]): DirectOrderErrorCode | null {
  if (lines.some((l) => !l.variant)) return 'DOF_VARIANT_NOT_SELECTED';
  if (lines.some((l) => !l.variant!.orderable || l.variant!.stock <= 0)) return 'DOF_SOLD_OUT';
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(l.variant!.key, (wanted.get(l.variant!.key) ?? 0) + l.quantity);
  if (lines.some((l) => wanted.get(l.variant!.key)! > l.variant!.stock))
    return 'DOF_QUANTITY_MORE_THAN_STOCK';
  return null;
}

/** A line's own stock message value: the stock when its quantity is more than the size has. */
export function lineStockShortfall(line: DirectOrderLineFacts): number | null {
  if (!line.variant || !line.variant.orderable) return null;
  return line.quantity > line.variant.stock ? line.variant.stock : null;
}
