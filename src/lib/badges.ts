/** Product badges of spec storefront S4.3; texts are message keys under `badges.` (de-AT.json). */
export type ProductFlag = 'sale' | 'new' | 'exclusiveOnline' | 'priceHighlighting' | 'justSale' | 'none';
export type BadgeTypesShown = 'none' | 'saleOnly' | 'exceptSale' | 'all';
export type HeatDegree = 'LEVEL_0' | 'LEVEL_1' | 'LEVEL_2' | 'LEVEL_3';

export type Badge =
  | { kind: 'sale'; messageKey: 'salePercent' | 'saleUpToPercent' | 'sale'; saving: number; slim: boolean }
  | { kind: 'new'; messageKey: 'new' }
  | { kind: 'exclusiveOnline'; messageKey: 'exclusiveOnline' }
  | { kind: 'priceHighlighting'; messageKey: 'priceHighlighting' }
  | { kind: 'salesUnit'; salesUnit: string }
  | { kind: 'heatDegree'; level: 1 | 2 | 3; messageKey: 'heatMedium' | 'heatWarm' | 'heatExtraWarm' };

export interface BadgeInput {
  flag: ProductFlag;
  /** saving in whole percent */
  saving: number;
  savingRange: boolean;
  /** a size is chosen: the exact saving applies, no 'bis zu' */
  variantChosen: boolean;
  salesUnit?: string | null;
  heatDegree?: HeatDegree | null;
  mode: BadgeTypesShown;
}

const HEAT: Record<Exclude<HeatDegree, 'LEVEL_0'>, Extract<Badge, { kind: 'heatDegree' }>> = {
  LEVEL_1: { kind: 'heatDegree', level: 1, messageKey: 'heatMedium' },
  LEVEL_2: { kind: 'heatDegree', level: 2, messageKey: 'heatWarm' },
  LEVEL_3: { kind: 'heatDegree', level: 3, messageKey: 'heatExtraWarm' },
};

function flagBadge(input: BadgeInput, slim: boolean): Badge | null {
  switch (input.flag) {
    case 'sale':
      if (input.saving <= 0) return { kind: 'sale', messageKey: 'sale', saving: 0, slim };
      return {
        kind: 'sale',
        messageKey: input.savingRange && !input.variantChosen ? 'saleUpToPercent' : 'salePercent',
        saving: input.saving,
        slim,
      };
    case 'justSale':
      return { kind: 'sale', messageKey: 'sale', saving: 0, slim };
    case 'new':
      return { kind: 'new', messageKey: 'new' };
    case 'exclusiveOnline':
      return { kind: 'exclusiveOnline', messageKey: 'exclusiveOnline' };
    case 'priceHighlighting':
      return { kind: 'priceHighlighting', messageKey: 'priceHighlighting' };
    case 'none':
      return null;
  }
}

/**
 * The badges to show, by display mode: none – no flag badge; saleOnly – only the sale badge, slim;
 * exceptSale – every flag badge but sale; all – every badge including the heat degree.
 * The sales-unit badge shows whenever a sales unit is present.
 */
export function badgesFor(input: BadgeInput): Badge[] {
  const badges: Badge[] = [];
  const flag = input.mode === 'none' ? null : flagBadge(input, input.mode === 'saleOnly');
  if (flag) {
    const isSale = flag.kind === 'sale';
    if (
      (input.mode === 'saleOnly' && isSale) ||
      (input.mode === 'exceptSale' && !isSale) ||
      input.mode === 'all'
    )
      badges.push(flag);
  }
  if (input.salesUnit) badges.push({ kind: 'salesUnit', salesUnit: input.salesUnit });
  if (input.mode === 'all' && input.heatDegree && input.heatDegree !== 'LEVEL_0')
    badges.push(HEAT[input.heatDegree]);
  return badges;
}
