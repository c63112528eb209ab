/**
 * The disposal service takes away old mattresses and slatted frames: it can be booked only with at
 * least one mattress or slatted frame in the basket, for at most as many pieces as those (spec S5).
 * When the last one leaves the basket the service goes too, and the shopper is told
 * (DISPOSAL_SERVICE_REMOVED, spec S4.5).
 */
export function reconcileDisposalService(
  bookedPieces: number,
  qualifyingPieces: number,
): { pieces: number; removed: boolean } {
  const pieces = Math.max(0, Math.min(bookedPieces, qualifyingPieces));
  return { pieces, removed: bookedPieces > 0 && pieces === 0 };
}
