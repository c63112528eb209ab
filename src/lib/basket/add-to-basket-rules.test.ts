import { describe, expect, it } from 'vitest';
import {
  checkAddToBasket,
  goodsValueCents,
  type AddCandidate,
  type BasketLineFacts,
} from './add-to-basket-rules';

const line = (over: Partial<BasketLineFacts> = {}): BasketLineFacts => ({
  productId: '100001',
  promotion: '001',
  variantId: 'v1',
  quantity: 1,
  unitPriceCents: 2999,
  isFreeGift: false,
  ...over,
});

const candidate = (over: Partial<AddCandidate> = {}): AddCandidate => ({
  productId: '100001',
  promotion: '001',
  displayNumber: '100001001',
  isFreeGift: false,
  quantityLimit: null,
  quantity: 1,
  variant: { id: 'v1', orderable: true, stock: 50 },
  ...over,
});

describe('checkAddToBasket', () => {
  it('adds an available size', () => {
    expect(checkAddToBasket([], candidate())).toEqual({ ok: true });
  });

  it('asks for a size first, then refuses sold-out sizes', () => {
    expect(checkAddToBasket([], candidate({ variant: null }))).toMatchObject({
      code: 'ATB_NO_VARIANT_SELECTED',
    });
    expect(
      checkAddToBasket([], candidate({ variant: { id: 'v1', orderable: false, stock: 3 } })),
    ).toMatchObject({
      code: 'ATB_VARIANT_OUTSOLD',
    });
    expect(
      checkAddToBasket([], candidate({ variant: { id: 'v1', orderable: true, stock: 0 } })),
    ).toMatchObject({
      code: 'ATB_VARIANT_OUTSOLD',
    });
  });

  it('allows one free gift per basket, once, from the free-gift minimum order value', () => {
    const gift = candidate({ productId: '900001', isFreeGift: true, quantityLimit: 1 });
    const enough = [line({ unitPriceCents: 2500, quantity: 2 })];
    expect(checkAddToBasket([line({ unitPriceCents: 4999 })], gift)).toEqual({
      ok: false,
      code: 'BASKET_MIN_ORDER_VALUE_FREE_GIFT',
      values: { minOrderValueFreeGift: 5000 },
    });
    expect(checkAddToBasket(enough, gift)).toEqual({ ok: true });
    const withGift = [...enough, line({ productId: '900001', isFreeGift: true, unitPriceCents: 0 })];
    expect(checkAddToBasket(withGift, gift)).toMatchObject({ code: 'ATB_GIFT_ALREADY_IN_BASKET' });
    expect(checkAddToBasket(withGift, { ...gift, productId: '900002' })).toMatchObject({
      code: 'MORE_THAN_ONE_FREE_GIFT',
    });
    // one piece, also where the product's own limit would allow more
    expect(checkAddToBasket(enough, { ...gift, quantityLimit: null, quantity: 2 })).toMatchObject({
      code: 'MORE_THAN_ONE_FREE_GIFT',
    });
  });

  it('limits an article to 20 pieces over all its sizes, naming its display number', () => {
    const lines = [line({ quantity: 12 }), line({ variantId: 'v2', quantity: 8 })];
    expect(checkAddToBasket(lines, candidate())).toEqual({
      ok: false,
      code: 'QUANTITY_LIMIT_EXCEEDED',
      values: { quantityLimit: 20, displayNumber: '100001001' },
    });
    expect(checkAddToBasket([line({ quantity: 19 })], candidate())).toEqual({ ok: true });
    // another promotion of the same product is another article
    expect(checkAddToBasket(lines, candidate({ promotion: '002' }))).toEqual({ ok: true });
  });

  it("uses the product's own quantity limit instead", () => {
    expect(checkAddToBasket([line({ quantity: 3 })], candidate({ quantityLimit: 3 }))).toEqual({
      ok: false,
      code: 'ATB_QUANTITY_LIMIT_EXCEEDED',
      values: { quantityLimit: 3 },
    });
  });

  it('never asks for more than the stock of the size', () => {
    const scarce = candidate({ variant: { id: 'v1', orderable: true, stock: 2 }, quantity: 1 });
    expect(checkAddToBasket([line({ quantity: 2 })], scarce)).toEqual({
      ok: false,
      code: 'BASKET_QUANTITY_MORE_THAN_STOCK',
      values: { stock: 2 },
    });
    expect(checkAddToBasket([line({ quantity: 1 })], scarce)).toEqual({ ok: true });
  });

  it('limits the basket to basketMaxItems pieces', () => {
    const full = Array.from({ length: 5 }, (_, i) =>
      line({ productId: String(200000 + i), variantId: `x${i}`, quantity: 20 }),
    );
    expect(checkAddToBasket(full, candidate())).toEqual({
      ok: false,
      code: 'BASKET_MAX_ITEMS',
      values: { basketMaxItems: 100 },
    });
  });

  it('counts the goods value without gifts', () => {
    expect(goodsValueCents([line({ quantity: 2 }), line({ isFreeGift: true, unitPriceCents: 999 })])).toBe(
      5998,
    );
  });
});
