import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persisted from '@/graphql/generated/persisted-operations.json';
import { CACHE_TAGS } from '@/server/cache-tags';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { PRICE_RULE_OFF } from '@/server/db/seed/seed-price-history';
import { createShopYoga } from '@/server/graphql/yoga';
import { invalidate } from '@/server/cache/invalidate';
import { testDatabases } from '../support/test-databases';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL answers in tests
type Rows<T> = { rows: T[] };

interface Article {
  productId: string;
  promotion: string;
  variants: string[];
}

describe.each(testDatabases())('basket API on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let yoga: ReturnType<typeof createShopYoga>;
  /** normal, soldOutSize, giftA, giftB, mattress, scarce, limited */
  const a: Record<string, Article> = {};

  const call = async (name: keyof typeof persisted, variables: Json, cookie?: string) => {
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query: persisted[name].query, variables }),
    });
    const setCookie = res.headers.get('set-cookie');
    const body = (await res.json()) as Json;
    const data = body.data ? (Object.values(body.data)[0] as Json) : null;
    return {
      status: res.status,
      body,
      data,
      error: body.errors?.[0],
      cookie: setCookie?.split(';')[0] ?? cookie,
    };
  };
  const add = (article: Article, variant: number | null, quantity = 1, cookie?: string) =>
    call(
      'addToBasket',
      {
        input: {
          productId: article.productId,
          variantId: variant === null ? null : article.variants[variant],
          quantity,
          locale: 'de-AT',
        },
      },
      cookie,
    );
  const amounts = (basket: Json) =>
    Object.fromEntries((basket.totals.lines as Json[]).map((l) => [l.kind, l.amount]));

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 250);
    yoga = createShopYoga(async () => handle.db);
    const exec = async <T>(query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as Rows<T>).rows;
    const candidates = await exec<{ product_id: string; promotion: string; variants: string[] }>(sql`
      select d.id as product_id, d.promotion, array_agg(v.id order by v.size_order) as variants
        from dimensions d join variants v on v.dimension_id = d.id and v.promotion = d.promotion
       where d.is_default_promotion
       group by d.id, d.promotion having count(*) >= 3
       order by d.id limit 7`);
    const names = ['normal', 'soldOutSize', 'giftA', 'giftB', 'mattress', 'scarce', 'limited'];
    candidates.forEach((c, i) => {
      a[names[i]!] = { productId: c.product_id, promotion: c.promotion, variants: c.variants };
    });
    const ids = (article: Article) => sql`(${article.productId})`;
    // a known state for each scenario, set before anything is read (the catalogue is cached)
    // 29,99 € reduced by 10 € as given, without the price rule (which would take the 30-day low)
    await handle.db.transaction(async (tx) => {
      await tx.execute(PRICE_RULE_OFF);
      await tx.execute(sql`update variants set stock = 50, availability_state = 'available', price_cents = 2999,
                   sale_reduction_cents = 1000, deliverability_forwarding_agent = false, disposal_service = false`);
    });
    await exec(sql`update variants set stock = 0, availability_state = 'outsold'
                    where dimension_id = ${a.soldOutSize!.productId} and id = ${a.soldOutSize!.variants[0]}`);
    for (const gift of [a.giftA!, a.giftB!]) {
      await exec(sql`update styles set is_free_gift = true, quantity_limit = 1
                      where master_key = (select master_key from products where id in ${ids(gift)})`);
      await exec(
        sql`update variants set price_cents = 0, sale_reduction_cents = 0 where dimension_id = ${gift.productId}`,
      );
    }
    await exec(sql`update variants set disposal_service = true, deliverability_forwarding_agent = true,
                   price_cents = 49900, sale_reduction_cents = 0 where dimension_id = ${a.mattress!.productId}`);
    await exec(sql`update variants set stock = 2 where dimension_id = ${a.scarce!.productId}`);
    await exec(sql`update styles set quantity_limit = 3
                    where master_key = (select master_key from products where id = ${a.limited!.productId})`);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('is empty without a session, and reading starts none', async () => {
    const res = await call('basket', { locale: 'de-AT' });
    expect(res.data).toMatchObject({ itemCount: 0, items: [], totals: { total: 0 } });
    expect(res.cookie).toBeUndefined();
  });

  it('asks for a size and refuses a sold-out size, in German, without starting a session', async () => {
    const noSize = await add(a.normal!, null);
    expect(noSize.error.extensions.code).toBe('ATB_NO_VARIANT_SELECTED');
    expect(noSize.error.message).toBe('Bitte wählen Sie eine Größe');
    expect(noSize.cookie).toBeUndefined();
    const soldOut = await add(a.soldOutSize!, 0);
    expect(soldOut.error.extensions.code).toBe('ATB_VARIANT_OUTSOLD');
    expect(soldOut.error.message).toBe('Diese Größe ist ausverkauft');
  });

  it('adds sizes with exact totals and merges pieces of the same size', async () => {
    const first = await add(a.normal!, 0, 2);
    expect(first.error).toBeUndefined();
    expect(first.cookie).toMatch(/^shop_session=/);
    expect(first.data!.items[0]).toMatchObject({
      productId: a.normal!.productId,
      quantity: 2,
      price: { withTax: 5998, reductionType: 'sale', sale: { absoluteWithTax: 2000, value: 25 } },
      availability: { state: 'available' },
    });
    expect(amounts(first.data!)).toEqual({ items: 5998, shipping: 595 });
    expect(first.data!.totals).toMatchObject({ total: 6593, savings: 2000, currency: 'EUR' });
    expect(first.data!.totals.lines.map((l: Json) => l.label)).toEqual(['Summe Artikel', 'Versandkosten']);

    const again = await add(a.normal!, 0, 1, first.cookie);
    expect(again.data!.items).toHaveLength(1);
    expect(again.data!.items[0].quantity).toBe(3);
    expect(again.data!.totals.total).toBe(8997); // free shipping from 75 €
  });

  it('refuses the 21st piece of an article, over all its sizes', async () => {
    const start = await add(a.normal!, 0, 12);
    const twenty = await add(a.normal!, 1, 8, start.cookie);
    expect(twenty.data!.itemCount).toBe(20);
    const over = await add(a.normal!, 2, 1, start.cookie);
    expect(over.error.extensions.code).toBe('QUANTITY_LIMIT_EXCEEDED');
    expect(over.error.message).toBe(
      `Die Höchstmenge von 20 Stück des Artikels ${a.normal!.productId}${a.normal!.promotion} ist bereits erreicht.`,
    );
    const limited = await add(a.limited!, 0, 4, start.cookie);
    expect(limited.error.message).toBe(
      'Sie haben diesen Artikel bereits 3 mal in ihrem Warenkorb. Damit ist die Maximalmenge erreicht.',
    );
    expect((await call('basket', { locale: 'de-AT' }, start.cookie)).data!.itemCount).toBe(20);
  });

  it('allows one free gift, once, from the minimum order value', async () => {
    const early = await add(a.giftA!, 0);
    expect(early.error.extensions.code).toBe('BASKET_MIN_ORDER_VALUE_FREE_GIFT');
    expect(early.error.message).toBe('Bitte beachten Sie den Mindestbestellwert von 50,- €.');
    const goods = await add(a.normal!, 0, 2);
    const gift = await add(a.giftA!, 0, 1, goods.cookie);
    expect(gift.error).toBeUndefined();
    expect(gift.data!.items.find((i: Json) => i.isFreeGift).price.withTax).toBe(0);
    const twice = await add(a.giftA!, 1, 1, goods.cookie);
    expect(twice.error.message).toBe(
      'Der Artikel liegt bereits im Warenkorb und kann kein weiteres Mal hinzugefügt werden.',
    );
    const second = await add(a.giftB!, 0, 1, goods.cookie);
    expect(second.error.extensions.code).toBe('MORE_THAN_ONE_FREE_GIFT');
  });

  it('never puts more pieces of a size in the basket than its stock', async () => {
    const res = await add(a.scarce!, 0, 3);
    expect(res.error.extensions.code).toBe('BASKET_QUANTITY_MORE_THAN_STOCK');
    expect(res.error.message).toBe('Es sind nur noch 2 Artikel auf Lager');
    const two = await add(a.scarce!, 0, 2);
    expect(two.data!.items[0].maxQuantity).toBe(2);
  });

  it('checks concurrent adds one after the other: six at once never pass the 20-piece limit', async () => {
    const start = await add(a.normal!, 0, 1);
    const answers = await Promise.all(
      [0, 1, 2, 0, 1, 2].map((variant) => add(a.normal!, variant, 19, start.cookie)),
    );
    expect(answers.filter((r) => r.data)).toHaveLength(1);
    expect(answers.filter((r) => r.error?.extensions.code === 'QUANTITY_LIMIT_EXCEEDED')).toHaveLength(5);
    expect((await call('basket', { locale: 'de-AT' }, start.cookie)).data!.itemCount).toBe(20);
  });

  it('changes a line atomically: two concurrent moves of one line never duplicate it', async () => {
    const start = await add(a.normal!, 0, 5);
    const itemKey = start.data!.items[0].id as string;
    const moves = await Promise.all(
      [1, 2].map((variant) =>
        call(
          'changeBasketItem',
          { input: { itemKey, quantity: 5, variantId: a.normal!.variants[variant], locale: 'de-AT' } },
          start.cookie,
        ),
      ),
    );
    expect(moves.filter((m) => m.data)).toHaveLength(1);
    expect(moves.filter((m) => m.error?.extensions.code === 'BASKET_CHANGE_ITEM_FAILED')).toHaveLength(1);
    const basket = (await call('basket', { locale: 'de-AT' }, start.cookie)).data!;
    expect(basket.itemCount).toBe(5);
    expect(basket.items).toHaveLength(1);
  });

  it('changes quantity and size of a line and removes it, only in the own basket', async () => {
    const start = await add(a.normal!, 0, 1);
    const key = start.data!.items[0].id as string;
    const changed = await call(
      'changeBasketItem',
      { input: { itemKey: key, quantity: 4, variantId: a.normal!.variants[1], locale: 'de-AT' } },
      start.cookie,
    );
    expect(changed.data!.items).toHaveLength(1);
    expect(changed.data!.items[0]).toMatchObject({ quantity: 4, variantId: a.normal!.variants[1] });

    const stranger = await add(a.normal!, 0, 1);
    const newKey = changed.data!.items[0].id as string;
    for (const [name, input] of [
      ['changeBasketItem', { itemKey: newKey, quantity: 1, locale: 'de-AT' }],
      ['removeBasketItem', { itemKey: newKey, locale: 'de-AT' }],
    ] as const) {
      const foreign = await call(name, { input }, stranger.cookie);
      expect(foreign.error.extensions.code).toBe('BASKET_CHANGE_ITEM_FAILED');
      expect(foreign.error.message).toBe(
        'Der Artikel konnte nicht geändert werden, bitte versuchen Sie es erneut.',
      );
    }
    const removed = await call(
      'removeBasketItem',
      { input: { itemKey: newKey, locale: 'de-AT' } },
      start.cookie,
    );
    expect(removed.data).toMatchObject({ itemCount: 0, items: [] });
  });

  it('books the disposal service only with a mattress, and drops it with an info when the mattress goes', async () => {
    const mattress = await add(a.mattress!, 0, 1);
    const tooMany = await call(
      'bookDisposalService',
      { input: { pieces: 2, locale: 'de-AT' } },
      mattress.cookie,
    );
    expect(tooMany.error.extensions.code).toBe('DISPOSAL_SERVICE_TOO_MANY_PIECES');
    expect(tooMany.error.message).toBe(
      'Der Entsorgungsservice ist für höchstens 1 Stück buchbar – so viele Matratzen und Lattenroste sind in Ihrem Warenkorb.',
    );
    const negative = await call(
      'bookDisposalService',
      { input: { pieces: -1, locale: 'de-AT' } },
      mattress.cookie,
    );
    expect(negative.error.extensions.code).toBe('DISPOSAL_SERVICE_INVALID_PIECES');
    expect(negative.error.message).toBe(
      'Bitte geben Sie für den Entsorgungsservice eine ganze Stückzahl ab 0 an.',
    );
    const booked = await call(
      'bookDisposalService',
      { input: { pieces: 1, locale: 'de-AT' } },
      mattress.cookie,
    );
    expect(booked.data!.disposalService).toEqual({ pieces: 1, maxPieces: 1, pricePerPiece: 2499 });
    expect(amounts(booked.data!)).toEqual({ items: 49900 + 2499, shipping: 0, freight: 3995 });
    const key = booked.data!.items[0].id as string;
    const gone = await call(
      'removeBasketItem',
      { input: { itemKey: key, locale: 'de-AT' } },
      mattress.cookie,
    );
    expect(gone.data!.disposalService.pieces).toBe(0);
    expect(gone.data!.messages).toEqual([
      {
        code: 'DISPOSAL_SERVICE_REMOVED',
        text: 'Der Entsorgungsservice wurde entfernt, da sich keine Matratze und kein Lattenrost mehr im Warenkorb befindet.',
      },
    ]);
    const without = await call(
      'bookDisposalService',
      { input: { pieces: 1, locale: 'de-AT' } },
      mattress.cookie,
    );
    expect(without.error.extensions.code).toBe('DISPOSAL_SERVICE_NOT_AVAILABLE');
    expect(without.error.message).toBe(
      'Der Entsorgungsservice ist nur mit einer Matratze oder einem Lattenrost im Warenkorb buchbar.',
    );
  });

  it('changes a line to another colour of the style, keeping the other lines', async () => {
    const [style] = (
      (await handle.db.execute(sql`
        select array_agg(p.id order by p.color_position) as ids from products p
         group by p.master_key having count(*) >= 2 order by min(p.id) limit 1`)) as unknown as Rows<{
        ids: string[];
      }>
    ).rows;
    const [first, second] = style!.ids as [string, string];
    const sizesOf = async (productId: string) =>
      (
        (await handle.db.execute(sql`
          select v.id from variants v join dimensions d on d.id = v.dimension_id and d.promotion = v.promotion
           where d.id = ${productId} and d.is_default_promotion order by v.size_order`)) as unknown as Rows<{
          id: string;
        }>
      ).rows.map((r) => r.id);
    const [firstSizes, secondSizes] = await Promise.all([sizesOf(first), sizesOf(second)]);
    await handle.db.execute(
      sql`update variants set stock = 50, availability_state = 'available' where dimension_id in (${first}, ${second})`,
    );
    const added = await call('addToBasket', {
      input: { productId: first, variantId: firstSizes[0], quantity: 2, locale: 'de-AT' },
    });
    const line = added.data!.items[0];
    const changed = await call(
      'changeBasketItem',
      {
        input: {
          itemKey: line.id,
          quantity: 1,
          productId: second,
          variantId: secondSizes[0],
          locale: 'de-AT',
        },
      },
      added.cookie,
    );
    expect(changed.error).toBeUndefined();
    expect(changed.data!.items).toHaveLength(1);
    expect(changed.data!.items[0]).toMatchObject({
      productId: second,
      variantId: secondSizes[0],
      quantity: 1,
    });
    const foreign = await call(
      'changeBasketItem',
      {
        input: {
          itemKey: changed.data!.items[0].id,
          quantity: 1,
          productId: a.normal!.productId,
          locale: 'de-AT',
        },
      },
      added.cookie,
    );
    expect(foreign.error.extensions.code).toBe('BASKET_CHANGE_ITEM_FAILED');
  });

  it('tells once that a delivery state changed, and shows a changed article number at its line', async () => {
    const exec = (query: ReturnType<typeof sql>) => handle.db.execute(query);
    const article = a.scarce!;
    const first = await add(article, 1, 1);
    const codes = (basket: Json) => (basket.messages as Json[]).map((m) => m.code);
    expect(codes(first.data!)).toEqual([]);
    await exec(sql`update variants set availability_state = 'delayed', deliverability_key = 'endOfMarch'
                    where dimension_id = ${article.productId} and id = ${article.variants[1]}`);
    const changed = await call('basket', { locale: 'de-AT' }, first.cookie);
    expect(changed.data!.messages).toEqual([
      {
        code: 'DELIVERY_STATE_CHANGED',
        text: 'Der Lieferstatus einiger Artikel in Ihrem Warenkorb hat sich geändert.',
      },
    ]);
    const again = await call('basket', { locale: 'de-AT' }, first.cookie);
    expect(codes(again.data!)).toEqual([]);

    // a catalogue import changes the number and drops the cached catalogue
    await exec(sql`update products set old_display_number = '123456001' where id = ${article.productId}`);
    invalidate([CACHE_TAGS.catalog]);
    const renumbered = await call('basket', { locale: 'de-AT' }, first.cookie);
    expect(renumbered.data!.messages).toEqual([
      {
        code: 'DISPLAY_NUMBER_CHANGED',
        text: `Dieser Artikel wird ab sofort unter der Artikelnummer ${article.productId}${article.promotion} geführt (ursprünglich 123456001).`,
      },
    ]);
    await exec(sql`update products set old_display_number = null where id = ${article.productId}`);
    invalidate([CACHE_TAGS.catalog]);
    await exec(sql`update variants set availability_state = 'available', deliverability_key = 'available'
                    where dimension_id = ${article.productId} and id = ${article.variants[1]}`);
  });

  it('finds articles for the direct order form and adds all lines at once, or none', async () => {
    const number = `${a.normal!.productId}${a.normal!.promotion}`;
    for (const articleNumber of [number, a.normal!.productId, ` ${number.slice(0, 3)} ${number.slice(3)} `]) {
      const found = await call('directOrderArticle', { articleNumber, locale: 'de-AT' });
      expect(found.data).toMatchObject({ articleNumber: number, productId: a.normal!.productId });
      expect(found.data!.sizes.length).toBeGreaterThanOrEqual(3);
    }
    for (const articleNumber of ['000000', '12345', 'abcdef', `${a.normal!.productId}999`]) {
      const missing = await call('directOrderArticle', { articleNumber, locale: 'de-AT' });
      expect(missing.error).toMatchObject({
        message: 'Ungültige Artikelnummer',
        extensions: { code: 'DOF_INVALID_ARTICLE_NUMBER' },
      });
    }
    const line = (article: Article, variant: number | null, quantity = 1) => ({
      productId: article.productId,
      promotion: article.promotion,
      variantId: variant === null ? null : article.variants[variant],
      quantity,
    });
    const send = (lines: Json[], cookie?: string) =>
      call('addDirectOrderToBasket', { input: { lines, locale: 'de-AT' } }, cookie);
    const noSize = await send([line(a.normal!, 0), line(a.normal!, null)]);
    expect(noSize.error).toMatchObject({
      message: 'Ihr Direktbestellschein enthält Artikel ohne ausgewählte Größe.',
      extensions: { code: 'DOF_VARIANT_NOT_SELECTED' },
    });
    expect(noSize.cookie).toBeUndefined();
    const soldOut = await send([line(a.normal!, 0), line(a.soldOutSize!, 0)]);
    expect(soldOut.error.extensions.code).toBe('DOF_SOLD_OUT');
    const tooMany = await send([line(a.scarce!, 0, 2), line(a.scarce!, 0, 1)]);
    expect(tooMany.error).toMatchObject({
      message: 'Die gewählte Menge übersteigt unseren Lagerbestand.',
      extensions: { code: 'DOF_QUANTITY_MORE_THAN_STOCK' },
    });
    const overLimit = await send([line(a.limited!, 0, 2), line(a.limited!, 1, 2)]);
    expect(overLimit.error.extensions.code).toBe('ATB_QUANTITY_LIMIT_EXCEEDED');

    const added = await send([line(a.normal!, 0, 2), line(a.normal!, 1), line(a.scarce!, 0, 2)]);
    expect(added.error).toBeUndefined();
    expect(added.data!.itemCount).toBe(5);
    expect(added.data!.items).toHaveLength(3);
    // a refused form adds nothing to an existing basket
    const refused = await send([line(a.normal!, 2), line(a.scarce!, 0, 1)], added.cookie);
    expect(refused.error.extensions.code).toBe('BASKET_QUANTITY_MORE_THAN_STOCK');
    expect((await call('basket', { locale: 'de-AT' }, added.cookie)).data!.itemCount).toBe(5);
  });

  it('answers bad input with a clear code, never a server error', async () => {
    for (const quantity of [0, -1, 100]) {
      const res = await add(a.normal!, 0, quantity);
      expect(res.status).toBe(200);
      expect(res.error.extensions.code).toBe('BAD_USER_INPUT');
    }
    const fraction = await call('addToBasket', {
      input: {
        productId: a.normal!.productId,
        variantId: a.normal!.variants[0],
        quantity: 1.5,
        locale: 'de-AT',
      },
    });
    expect(fraction.error.extensions.code).toBe('BAD_USER_INPUT');
    for (const productId of ['999999', 'x', '']) {
      const res = await call('addToBasket', { input: { productId, variantId: 'nope', locale: 'de-AT' } });
      expect(res.error.extensions.code).toBe('ATB_GENERAL');
    }
    const wrongSize = await call('addToBasket', {
      input: { productId: a.normal!.productId, variantId: 'nope', locale: 'de-AT' },
    });
    expect(wrongSize.error.extensions.code).toBe('ATB_GENERAL');
    const badKey = await call('removeBasketItem', {
      input: { itemKey: "'; drop table basket_items; --", locale: 'de-AT' },
    });
    expect(badKey.error.extensions.code).toBe('BASKET_CHANGE_ITEM_FAILED');
  });
});
