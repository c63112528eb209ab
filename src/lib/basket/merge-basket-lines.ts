import type { BasketValues } from './basket-values';

/** A basket line as the merge on login needs it. */
export interface MergeLine {
  id: string;
  productId: string;
  variantId: string;
  promotion: string;
  quantity: number;
  isFreeGift: boolean;
  /** the product's own limit of pieces per basket; null: the shop's pieces per article */
  quantityLimit: number | null;
}

export interface MergePlan {
  /** customer lines whose quantity grows */
  raise: { id: string; quantity: number }[];
  /** anonymous lines that move over, with the quantity that fits */
  move: { id: string; quantity: number }[];
}

/**
 * What of the anonymous basket joins the customer's on login, under the rules an add to basket
 * follows (spec S5): the customer's lines stay as they are; the anonymous lines come in the order
 * they were added, each with as many pieces as still fit the article's limit (the product's own, or
 * the pieces per article over all its sizes) and the basket's size; a free gift only while the
 * basket has none, one piece. Pieces that do not fit are left out.
 */
export function mergeBasketLines(
  customer: readonly MergeLine[],
  anonymous: readonly MergeLine[],
  values: Pick<BasketValues, 'maxPiecesPerArticle' | 'basketMaxItems'>,
): MergePlan {
  const lines = customer.map((line) => ({ ...line }));
  const plan: MergePlan = { raise: [], move: [] };
  let pieces = lines.reduce((sum, l) => sum + l.quantity, 0);
  for (const line of anonymous) {
    if (line.isFreeGift) {
      if (lines.some((l) => l.isFreeGift) || pieces + 1 > values.basketMaxItems) continue;
      lines.push({ ...line, quantity: 1 });
      plan.move.push({ id: line.id, quantity: 1 });
      pieces += 1;
      continue;
    }
    const article = lines
      .filter((l) => l.productId === line.productId && l.promotion === line.promotion)
      .reduce((sum, l) => sum + l.quantity, 0);
    const limit = line.quantityLimit ?? values.maxPiecesPerArticle;
    const fits = Math.min(line.quantity, limit - article, values.basketMaxItems - pieces);
    if (fits <= 0) continue;
    pieces += fits;
    const same = lines.find((l) => l.variantId === line.variantId && l.promotion === line.promotion);
    if (same) {
      same.quantity += fits;
      const raised = plan.raise.find((r) => r.id === same.id);
      if (raised) raised.quantity = same.quantity;
      else plan.raise.push({ id: same.id, quantity: same.quantity });
    } else {
      lines.push({ ...line, quantity: fits });
      plan.move.push({ id: line.id, quantity: fits });
    }
  }
  return plan;
}
