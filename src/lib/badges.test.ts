import { describe, expect, it } from 'vitest';
import { badgesFor, type BadgeInput } from './badges';

const base: BadgeInput = { flag: 'none', saving: 0, savingRange: false, variantChosen: false, mode: 'all' };

describe('badgesFor (spec S4.3)', () => {
  it('shows the sale badge with its saving, "bis zu" for ranges without a chosen size, plain Sale without saving', () => {
    expect(badgesFor({ ...base, flag: 'sale', saving: 30 })[0]).toMatchObject({
      messageKey: 'salePercent',
      saving: 30,
    });
    expect(badgesFor({ ...base, flag: 'sale', saving: 30, savingRange: true })[0]).toMatchObject({
      messageKey: 'saleUpToPercent',
    });
    expect(
      badgesFor({ ...base, flag: 'sale', saving: 30, savingRange: true, variantChosen: true })[0],
    ).toMatchObject({
      messageKey: 'salePercent',
    });
    expect(badgesFor({ ...base, flag: 'sale', saving: 0 })[0]).toMatchObject({ messageKey: 'sale' });
    expect(badgesFor({ ...base, flag: 'justSale', saving: 20 })[0]).toMatchObject({ messageKey: 'sale' });
  });

  it('shows NEW, Online and Mega price flags, and nothing for none', () => {
    expect(badgesFor({ ...base, flag: 'new' })[0]?.kind).toBe('new');
    expect(badgesFor({ ...base, flag: 'exclusiveOnline' })[0]?.kind).toBe('exclusiveOnline');
    expect(badgesFor({ ...base, flag: 'priceHighlighting' })[0]?.kind).toBe('priceHighlighting');
    expect(badgesFor(base)).toEqual([]);
  });

  it('follows the display modes', () => {
    const sale = { ...base, flag: 'sale' as const, saving: 20, heatDegree: 'LEVEL_2' as const };
    expect(badgesFor({ ...sale, mode: 'none' })).toEqual([]);
    expect(badgesFor({ ...sale, mode: 'saleOnly' })).toEqual([
      { kind: 'sale', messageKey: 'salePercent', saving: 20, slim: true },
    ]);
    expect(badgesFor({ ...sale, mode: 'exceptSale' })).toEqual([]);
    expect(badgesFor({ ...base, flag: 'new', mode: 'exceptSale' })[0]?.kind).toBe('new');
    expect(badgesFor({ ...sale, mode: 'all' }).map((b) => b.kind)).toEqual(['sale', 'heatDegree']);
  });

  it('shows the sales unit and heat degrees 1–3 but not LEVEL_0', () => {
    expect(badgesFor({ ...base, salesUnit: '3er-Pack', mode: 'none' })).toEqual([
      { kind: 'salesUnit', salesUnit: '3er-Pack' },
    ]);
    expect(badgesFor({ ...base, heatDegree: 'LEVEL_0' })).toEqual([]);
    expect(badgesFor({ ...base, heatDegree: 'LEVEL_1' })[0]).toMatchObject({
      level: 1,
      messageKey: 'heatMedium',
    });
    expect(badgesFor({ ...base, heatDegree: 'LEVEL_3' })[0]).toMatchObject({
      level: 3,
      messageKey: 'heatExtraWarm',
    });
  });
});
