/** An editorial item in the grid's sequence: before the product with this index of its chunk. */
export interface EditorialSlot {
  key: string;
  before: number;
  className: string;
  node: React.ReactNode;
}

/** The grid's items in order: each editorial slot before the product it precedes. */
export function interleave<T>(
  items: readonly T[],
  slots: readonly EditorialSlot[],
  render: (item: T, index: number) => React.ReactNode,
): React.ReactNode[] {
  const out: React.ReactNode[] = [];
  const slotItem = (slot: EditorialSlot) => (
    <li key={slot.key} className={slot.className} data-testid="listing-editorial">
      {slot.node}
    </li>
  );
  items.forEach((item, index) => {
    for (const slot of slots) if (slot.before === index) out.push(slotItem(slot));
    out.push(render(item, index));
  });
  for (const slot of slots) if (slot.before === items.length) out.push(slotItem(slot));
  return out;
}
