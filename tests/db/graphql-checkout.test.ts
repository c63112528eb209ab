import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persisted from '@/graphql/generated/persisted-operations.json';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { seedVouchers } from '@/server/db/seed/seed-vouchers';
import { createShopYoga } from '@/server/graphql/yoga';
import { testDatabases } from '../support/test-databases';
import { CLIENT_ADDRESS_HEADER, CLIENT_PROOF, CLIENT_PROOF_HEADER } from '@/server/http/client-address';
import { RATE_RULES, recipientSubject, takeRateLimit } from '@/server/rate-limit/rate-limit';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL answers in tests
type Rows<T> = { rows: T[] };

interface Article {
  productId: string;
  promotion: string;
  variants: string[];
}

const ADDRESS = {
  salutation: 'f',
  firstName: 'Anna',
  lastName: 'Muster',
  street: 'Mariahilfer Straße',
  houseNumber: '12/3',
  zipCode: '1070',
  city: 'Wien',
};

describe.each(testDatabases())('checkout and order API on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let yoga: ReturnType<typeof createShopYoga>;
  const a: Record<string, Article> = {};
  let keyCounter = 0;
  const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

  const exec = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as Rows<T>).rows;
  let clients = 0;
  /** the client address the shop's server writes: each call from a network of its own, unless named */
  const fromClient = (address = `10.0.${(++clients >> 8) & 255}.${clients & 255}`) => ({
    [CLIENT_ADDRESS_HEADER]: address,
    [CLIENT_PROOF_HEADER]: CLIENT_PROOF,
  });
  const call = async (name: keyof typeof persisted, variables: Json, cookie?: string, client?: string) => {
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...fromClient(client) },
      body: JSON.stringify({ query: persisted[name].query, variables }),
    });
    const body = (await res.json()) as Json;
    return {
      data: body.data ? (Object.values(body.data)[0] as Json) : null,
      error: body.errors?.[0],
      cookie: res.headers.get('set-cookie')?.split(';')[0] ?? cookie,
    };
  };
  const add = async (article: Article, variant: number, quantity = 1, cookie?: string) => {
    const res = await call(
      'addToBasket',
      {
        input: {
          productId: article.productId,
          variantId: article.variants[variant],
          quantity,
          locale: 'de-AT',
        },
      },
      cookie,
    );
    expect(res.error).toBeUndefined();
    return res;
  };
  /** a session with the article in its basket and the checkout filled in (invoice) */
  const readyToOrder = async (article: Article, variant = 0, quantity = 1) => {
    const { cookie } = await add(article, variant, quantity);
    const addresses = await call(
      'setCheckoutAddresses',
      { input: { email: 'anna@example.at', billingAddress: ADDRESS, locale: 'de-AT' } },
      cookie,
    );
    expect(addresses.error).toBeUndefined();
    const payment = await call(
      'setCheckoutPayment',
      { input: { paymentMethod: 'invoice', locale: 'de-AT' } },
      cookie,
    );
    expect(payment.data!.missing).toEqual([]);
    return { cookie: cookie!, checkout: payment.data! };
  };
  const place = (cookie: string, key = newKey(), expectedTotal?: number, client?: string) =>
    call('placeOrder', { input: { idempotencyKey: key, expectedTotal, locale: 'de-AT' } }, cookie, client);
  const stockOf = async (article: Article, variant = 0) =>
    (
      await exec<{ stock: number; availability_state: string }>(
        sql`select stock, availability_state from variants
             where id = ${article.variants[variant]} and promotion = ${article.promotion}`,
      )
    )[0]!;

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 250);
    await seedVouchers(handle.db);
    yoga = createShopYoga(async () => handle.db);
    const candidates = await exec<{ product_id: string; promotion: string; variants: string[] }>(sql`
      select d.id as product_id, d.promotion, array_agg(v.id order by v.size_order) as variants
        from dimensions d join variants v on v.dimension_id = d.id and v.promotion = d.promotion
       where d.is_default_promotion
       group by d.id, d.promotion having count(*) >= 3
       order by d.id limit 5`);
    ['normal', 'lastPiece', 'freight', 'cheap', 'doubled'].forEach((name, i) => {
      const c = candidates[i]!;
      a[name] = { productId: c.product_id, promotion: c.promotion, variants: c.variants };
    });
    await exec(sql`update variants set stock = 50, availability_state = 'available', price_cents = 2999,
                   sale_reduction_cents = 1000, deliverability_forwarding_agent = false, disposal_service = false`);
    await exec(sql`update variants set stock = 1 where dimension_id = ${a.lastPiece!.productId}`);
    await exec(sql`update variants set deliverability_forwarding_agent = true, price_cents = 39900,
                   sale_reduction_cents = 0 where dimension_id = ${a.freight!.productId}`);
    await exec(sql`update variants set price_cents = 499, sale_reduction_cents = 0
                    where dimension_id = ${a.cheap!.productId}`);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('refuses addresses with every field message in German, and keeps nothing of them', async () => {
    const { cookie } = await add(a.normal!, 0);
    const res = await call(
      'setCheckoutAddresses',
      {
        input: {
          email: 'anna@',
          billingAddress: { ...ADDRESS, salutation: '', firstName: 'A', street: '', zipCode: '1O70' },
          deliveryAddress: { ...ADDRESS, city: 'Wien; 7' },
          locale: 'de-AT',
        },
      },
      cookie,
    );
    expect(res.error.extensions.code).toBe('CHECKOUT_ADDRESS_INVALID');
    expect(res.error.message).toBe('Bitte füllen Sie alle Pflichtfelder aus.');
    expect(res.error.extensions.fieldErrors).toEqual([
      { address: 'contact', field: 'email', message: 'Bitte überprüfen Sie Ihre E-Mail-Adresse' },
      { address: 'billing', field: 'salutation', message: 'Bitte wählen Sie eine Anrede aus' },
      { address: 'billing', field: 'firstName', message: 'Bitte geben Sie min 2 Zeichen ein' },
      { address: 'billing', field: 'street', message: 'Straße ist ein Pflichtfeld' },
      { address: 'billing', field: 'zipCode', message: 'Die PLZ besteht aus mindestens 3 Ziffern' },
      { address: 'delivery', field: 'city', message: 'Ort enthält ungültige Zeichen' },
    ]);
    const checkout = await call('checkout', { locale: 'de-AT' }, cookie);
    expect(checkout.data).toMatchObject({
      email: null,
      billingAddress: null,
      missing: ['addresses', 'payment'],
    });
  });

  it('computes each total line for delivery, payment and voucher choices', async () => {
    const { cookie } = await readyToOrder(a.normal!, 0, 2); // 2 × 29,99 = 59,98
    const lines = (c: Json) => Object.fromEntries((c.totals.lines as Json[]).map((l) => [l.kind, l.amount]));
    const express = await call(
      'setCheckoutDelivery',
      { input: { deliveryMethod: 'express', locale: 'de-AT' } },
      cookie,
    );
    expect(lines(express.data!)).toEqual({ items: 5998, shipping: 595, expressDelivery: 995 });
    const instalments = await call(
      'setCheckoutPayment',
      { input: { paymentMethod: 'instalments', locale: 'de-AT' } },
      cookie,
    );
    expect(lines(instalments.data!)).toMatchObject({ instalmentSurcharge: 174 }); // 2,9 % of 59,98
    const pause = await call(
      'setCheckoutPayment',
      { input: { paymentMethod: 'paymentPause', locale: 'de-AT' } },
      cookie,
    );
    expect(lines(pause.data!)).toMatchObject({ paymentPauseSurcharge: 395 });
    const cod = await call(
      'setCheckoutPayment',
      { input: { paymentMethod: 'cashOnDelivery', locale: 'de-AT' } },
      cookie,
    );
    expect(cod.data!.totals.lines.map((l: Json) => l.label)).toEqual([
      'Summe Artikel',
      'Versandkosten',
      'Nachnahmegebühr',
      'Ruck-Zuck-Lieferung',
    ]);
    expect(cod.data!.totals.total).toBe(5998 + 595 + 695 + 995);

    const unknown = await call('redeemVoucher', { input: { code: 'GIBTSNICHT', locale: 'de-AT' } }, cookie);
    expect(unknown.error).toMatchObject({
      message: 'Dieser Gutscheincode ist leider ungültig.',
      extensions: { code: 'VOUCHER_UNKNOWN' },
    });
    const expired = await call('redeemVoucher', { input: { code: 'sommer2025', locale: 'de-AT' } }, cookie);
    expect(expired.error.extensions.code).toBe('VOUCHER_EXPIRED');
    const tooSmall = await call('redeemVoucher', { input: { code: 'SPAR15', locale: 'de-AT' } }, cookie);
    expect(tooSmall.error.message).toBe('Dieser Gutschein gilt ab einem Bestellwert von 75,- €.');
    const voucher = await call(
      'redeemVoucher',
      { input: { code: ' willkommen10 ', locale: 'de-AT' } },
      cookie,
    );
    // without a CMS entry for the code (none in this database): no title, no conditions
    expect(voucher.data!.voucher).toEqual({ code: 'WILLKOMMEN10', amount: 600, title: null, conditions: [] });
    expect(lines(voucher.data!)).toEqual({
      items: 5998,
      voucher: -600,
      shipping: 595,
      cashOnDelivery: 695,
      expressDelivery: 995,
    });
    const removed = await call('removeVoucher', { locale: 'de-AT' }, cookie);
    expect(removed.data!.voucher).toBeNull();
  });

  it('places an order whose stored lines and totals equal the basket, takes the stock and empties the basket', async () => {
    const { cookie } = await add(a.normal!, 1, 3);
    await add(a.freight!, 0, 1, cookie);
    await call(
      'setCheckoutAddresses',
      {
        input: {
          email: 'Anna@Example.at',
          billingAddress: ADDRESS,
          deliveryAddress: {
            ...ADDRESS,
            street: 'Herrengasse',
            houseNumber: '1',
            zipCode: '8010',
            city: 'Graz',
          },
          locale: 'de-AT',
        },
      },
      cookie,
    );
    const expressRefused = await call(
      'setCheckoutDelivery',
      { input: { deliveryMethod: 'express', locale: 'de-AT' } },
      cookie,
    );
    expect(expressRefused.error.extensions.code).toBe('CHECKOUT_DELIVERY_NOT_AVAILABLE');
    await call('setCheckoutPayment', { input: { paymentMethod: 'invoice', locale: 'de-AT' } }, cookie);
    const voucher = await call('redeemVoucher', { input: { code: 'SPAR15', locale: 'de-AT' } }, cookie);
    const checkout = voucher.data!;
    const stockBefore = await stockOf(a.normal!, 1);

    const placed = await place(cookie!, newKey(), checkout.totals.total);
    expect(placed.error).toBeUndefined();
    const order = placed.data!;
    expect(order.orderNumber).toMatch(/^\d{8}$/);
    expect(order.totals).toEqual(checkout.totals);
    expect(order.deliveryAddress.city).toBe('Graz');
    expect(order.email).toBe('anna@example.at');

    const [stored] = await exec<Json>(sql`select * from orders where order_number = ${order.orderNumber}`);
    expect(stored!.total_cents).toBe(checkout.totals.total);
    expect(stored!.total_lines).toEqual(
      checkout.totals.lines.map((l: Json) => ({ kind: l.kind, cents: l.amount })),
    );
    expect(stored!.voucher_code).toBe('SPAR15');
    const lines = await exec<Json>(
      sql`select product_id, variant_id, quantity, unit_price_cents, line_total_cents
            from order_lines where order_id = ${stored!.id} order by position`,
    );
    expect(lines).toEqual(
      (checkout.basket.items as Json[]).map((item) => ({
        product_id: item.productId,
        variant_id: item.variantId,
        quantity: item.quantity,
        unit_price_cents: item.price.withTax / item.quantity,
        line_total_cents: item.price.withTax,
      })),
    );
    expect((await stockOf(a.normal!, 1)).stock).toBe(stockBefore.stock - 3);
    const after = await call('basket', { locale: 'de-AT' }, cookie);
    expect(after.data!.itemCount).toBe(0);
    const [{ redemptions }] = (await exec<{ redemptions: number }>(
      sql`select redemptions from vouchers where code = 'SPAR15' and shop_code = 'lindgard-at'`,
    )) as [{ redemptions: number }];
    expect(redemptions).toBe(1);
  });

  it('refuses an incomplete checkout, a basket below the minimum order value and a changed total', async () => {
    const { cookie } = await add(a.normal!, 0);
    const incomplete = await place(cookie!);
    expect(incomplete.error.extensions.code).toBe('CHECKOUT_INCOMPLETE');

    const cheap = await readyToOrder(a.cheap!);
    expect(cheap.checkout.minOrderValueReached).toBe(false);
    const below = await place(cheap.cookie);
    expect(below.error).toMatchObject({
      message: 'Bitte beachten Sie den Mindestbestellwert.',
      extensions: { code: 'BASKET_MIN_ORDER_VALUE' },
    });

    const ready = await readyToOrder(a.normal!);
    const changed = await place(ready.cookie, newKey(), ready.checkout.totals.total - 1);
    expect(changed.error.extensions.code).toBe('ORDER_TOTAL_CHANGED');
    expect((await call('basket', { locale: 'de-AT' }, ready.cookie)).data!.itemCount).toBe(1);
    expect(await place('')).toMatchObject({ error: { extensions: { code: 'BASKET_EMPTY' } } });
  });

  it('creates one order for a double submit with the same key', async () => {
    const { cookie } = await readyToOrder(a.doubled!);
    const key = newKey();
    const [first, second] = await Promise.all([place(cookie, key), place(cookie, key)]);
    expect(first.error).toBeUndefined();
    expect(second.error).toBeUndefined();
    expect(second.data!.orderNumber).toBe(first.data!.orderNumber);
    const third = await place(cookie, key);
    expect(third.data!.orderNumber).toBe(first.data!.orderNumber);
    const count = await exec<{ n: number }>(
      sql`select count(*)::int as n from orders o join order_lines l on l.order_id = o.id
           where l.product_id = ${a.doubled!.productId}`,
    );
    expect(count[0]!.n).toBe(1);
    expect((await stockOf(a.doubled!)).stock).toBe(49);
  });

  it('sells the last piece exactly once to 50 buyers at the same time', async () => {
    const buyers = [];
    for (let i = 0; i < 50; i++) buyers.push((await readyToOrder(a.lastPiece!)).cookie);
    const results = await Promise.all(buyers.map((cookie) => place(cookie)));
    const won = results.filter((r) => r.data);
    const lost = results.filter((r) => r.error);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const r of lost) {
      expect(r.error.extensions.code).toBe('ATB_VARIANT_OUTSOLD');
      expect(r.error.message).toMatch(/^Diese Größe ist ausverkauft: /);
    }
    expect(await stockOf(a.lastPiece!)).toEqual({ stock: 0, availability_state: 'outsold' });
    const orders = await exec<{ n: number }>(
      sql`select count(*)::int as n from order_lines where product_id = ${a.lastPiece!.productId}`,
    );
    expect(orders[0]!.n).toBe(1);
    // the losers keep their basket: nothing of theirs was written or removed
    const loserBasket = await call('basket', { locale: 'de-AT' }, buyers[results.indexOf(lost[0]!)]);
    expect(loserBasket.data!.itemCount).toBe(1);
  });

  it('starts no more sessions for one client address than its hourly limit', async () => {
    const client = '10.8.8.8';
    const addOnce = (cookie?: string) =>
      call(
        'addToBasket',
        {
          input: {
            productId: a.normal!.productId,
            variantId: a.normal!.variants[1],
            quantity: 1,
            locale: 'de-AT',
          },
        },
        cookie,
        client,
      );
    const first = await addOnce();
    expect(first.error).toBeUndefined();
    for (let i = 1; i < RATE_RULES.sessionsPerClient.limit; i++)
      await takeRateLimit(handle.db, RATE_RULES.sessionsPerClient, client);
    const refused = await addOnce();
    expect(refused.error).toMatchObject({
      message: expect.stringMatching(/^Zu viele Anfragen\. Bitte versuchen Sie es in \d+ Minuten? erneut\.$/),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    // a shopper with a session of their own goes on
    expect((await addOnce(first.cookie)).error).toBeUndefined();
  });

  it("checks the basket's limits again when the order is placed", async () => {
    const ready = await readyToOrder(a.normal!, 2);
    // a basket past the article's 20 pieces (every change of the basket refuses that)
    await exec(sql`update basket_items set quantity = 21
      where variant_id = ${a.normal!.variants[2]} and promotion = ${a.normal!.promotion}`);
    const refused = await place(ready.cookie);
    expect(refused.error).toMatchObject({
      message: `Die Höchstmenge von 20 Stück des Artikels ${a.normal!.productId}${a.normal!.promotion} ist bereits erreicht.`,
      extensions: { code: 'QUANTITY_LIMIT_EXCEEDED' },
    });
    await exec(sql`update basket_items set quantity = 1
      where variant_id = ${a.normal!.variants[2]} and promotion = ${a.normal!.promotion}`);
    expect((await place(ready.cookie)).error).toBeUndefined();
  });

  it('refuses orders past the per-client limit and leaves out confirmations past the per-recipient one', async () => {
    const client = '10.9.9.9';
    for (let i = 0; i < RATE_RULES.orderPerClient.limit; i++)
      expect(await takeRateLimit(handle.db, RATE_RULES.orderPerClient, client)).toBe(true);
    const ready = await readyToOrder(a.normal!);
    const refused = await place(ready.cookie, newKey(), undefined, client);
    expect(refused.error).toMatchObject({
      message: expect.stringMatching(/^Zu viele Anfragen\. Bitte versuchen Sie es in \d+ Minuten? erneut\.$/),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    // nothing was written: the basket waits, and another network places it
    expect((await call('basket', { locale: 'de-AT' }, ready.cookie)).data!.itemCount).toBe(1);
    const key = newKey();
    const placed = await place(ready.cookie, key);
    expect(placed.error).toBeUndefined();
    // its repeat (the same key) from the limited address answers the order placed
    const repeat = await place(ready.cookie, key, undefined, client);
    expect(repeat.data!.orderNumber).toBe(placed.data!.orderNumber);

    // the confirmations to one address: past the limit the order stands, its mail is left out
    const email = 'flooded@example.at';
    const mails = async () =>
      (
        await exec<{ n: number }>(
          sql`select count(*)::int as n from outbox_mails where to_address = ${email} and kind = 'orderConfirmation'`,
        )
      )[0]!.n;
    for (let i = 1; i < RATE_RULES.orderMailPerRecipient.limit; i++)
      await takeRateLimit(handle.db, RATE_RULES.orderMailPerRecipient, recipientSubject(email));
    const order = async () => {
      const { cookie } = await add(a.normal!, 1);
      await call(
        'setCheckoutAddresses',
        { input: { email, billingAddress: ADDRESS, locale: 'de-AT' } },
        cookie,
      );
      await call('setCheckoutPayment', { input: { paymentMethod: 'invoice', locale: 'de-AT' } }, cookie);
      return place(cookie!);
    };
    expect((await order()).data!.orderNumber).toBeTruthy();
    expect(await mails()).toBe(1);
    const past = await order();
    expect(past.data!.orderNumber).toBeTruthy();
    expect(await mails()).toBe(1);
  });

  it('stores one survey answer per order, only for the ordering session', async () => {
    const { cookie } = await readyToOrder(a.normal!, 2);
    const order = (await place(cookie)).data!;
    const other = (await add(a.normal!, 0)).cookie;
    const foreign = await call(
      'submitOrderSurvey',
      { input: { orderNumber: order.orderNumber, score: 3, locale: 'de-AT' } },
      other,
    );
    expect(foreign.error.extensions.code).toBe('ORDER_NOT_FOUND');
    const badScore = await call(
      'submitOrderSurvey',
      { input: { orderNumber: order.orderNumber, score: 11, locale: 'de-AT' } },
      cookie,
    );
    expect(badScore.error.extensions.code).toBe('BAD_USER_INPUT');
    const answer = await call(
      'submitOrderSurvey',
      {
        input: { orderNumber: order.orderNumber, score: 9, comment: ' Schnelle Lieferung ', locale: 'de-AT' },
      },
      cookie,
    );
    expect(answer.data).toEqual({ orderNumber: order.orderNumber, score: 9 });
    const again = await call(
      'submitOrderSurvey',
      { input: { orderNumber: order.orderNumber, score: 10, locale: 'de-AT' } },
      cookie,
    );
    expect(again.error.extensions.code).toBe('ORDER_SURVEY_ALREADY_ANSWERED');
    const stored = await exec<{ score: number; comment: string }>(
      sql`select s.score, s.comment from order_surveys s join orders o on o.id = s.order_id
           where o.order_number = ${order.orderNumber}`,
    );
    expect(stored).toEqual([{ score: 9, comment: 'Schnelle Lieferung' }]);
  });
});
