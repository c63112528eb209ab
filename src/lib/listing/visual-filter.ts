import type { FilterId } from './filter-ids';
import type { FilterSelection } from './filter-selection';

export interface VisualFilterChoice {
  id: string;
  label: string;
}

export type VisualFilterResult<I = string> =
  | { show: true; choices: (VisualFilterChoice & { image: I })[] }
  | { show: false; reason: 'noImages' | 'orderMismatch' };

/**
 * The visual filter carousel (S5): it shows only when every choice has a configured image; a
 * configured order must name exactly the set of choices, otherwise nothing shows (an internal error,
 * 'This should never happen').
 */
export function visualFilterChoices<I = string>(
  choices: readonly VisualFilterChoice[],
  images: Readonly<Record<string, I>>,
  configuredOrder?: readonly string[],
): VisualFilterResult<I> {
  if (choices.length === 0 || choices.some((c) => !images[c.id])) return { show: false, reason: 'noImages' };
  let ordered = [...choices];
  if (configuredOrder) {
    const ids = new Set(choices.map((c) => c.id));
    const sameSet =
      configuredOrder.length === ids.size &&
      new Set(configuredOrder).size === configuredOrder.length &&
      configuredOrder.every((id) => ids.has(id));
    if (!sameSet) return { show: false, reason: 'orderMismatch' };
    ordered = configuredOrder.map((id) => choices.find((c) => c.id === id)!);
  }
  return { show: true, choices: ordered.map((c) => ({ ...c, image: images[c.id]! })) };
}

/**
 * The selection a visual filter tile links to: only its choice in its filter (other filters and
 * the sort stay; the page goes, S2.3), or the filter cleared when that choice is already the one set.
 */
export function visualFilterSelection(
  selection: FilterSelection,
  filterId: FilterId,
  choiceId: string,
): FilterSelection {
  const values = new Map(selection.values);
  const current = values.get(filterId) ?? [];
  if (current.length === 1 && current[0] === choiceId) values.delete(filterId);
  else values.set(filterId, [choiceId]);
  return { ...selection, values };
}
