export interface VisualFilterChoice {
  id: string;
  label: string;
}

export type VisualFilterResult =
  | { show: true; choices: (VisualFilterChoice & { image: string })[] }
  | { show: false; reason: 'noImages' | 'orderMismatch' };

/**
 * The visual filter carousel (S5): it shows only when every choice has a configured image; a
 * configured order must name exactly the set of choices, otherwise nothing shows (an internal error,
 * 'This should never happen').
 */
export function visualFilterChoices(
  choices: readonly VisualFilterChoice[],
  images: Readonly<Record<string, string>>,
  configuredOrder?: readonly string[],
): VisualFilterResult {
  if (choices.length === 0 || choices.some((c) => !images[c.id])) return { show: false, reason: 'noImages' };
  let ordered = [...choices];
  if (configuredOrder) {
    const ids = new Set(choices.map((c) => c.id));
    const sameSet = configuredOrder.length === ids.size && configuredOrder.every((id) => ids.has(id));
    if (!sameSet) return { show: false, reason: 'orderMismatch' };
    ordered = configuredOrder.map((id) => choices.find((c) => c.id === id)!);
  }
  return { show: true, choices: ordered.map((c) => ({ ...c, image: images[c.id]! })) };
}
