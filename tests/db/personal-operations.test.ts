import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persisted from '@/graphql/generated/persisted-operations.json';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { DEMO_CUSTOMERS, seedDemoCustomers } from '@/server/db/seed/seed-demo-customers';
import { seedVouchers } from '@/server/db/seed/seed-vouchers';
import { createShopYoga } from '@/server/graphql/yoga';
import { testDatabases } from '../support/test-databases';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL answers in tests
type Rows<T> = { rows: T[] };
type Operation = keyof typeof persisted;

const [ANNA, MAX] = DEMO_CUSTOMERS as unknown as [(typeof DEMO_CUSTOMERS)[0], (typeof DEMO_CUSTOMERS)[1]];
const L = { locale: 'de-AT' };
const ADDRESS = {
  salutation: 'f',
  firstName: 'Anna',
  lastName: 'Muster',
  street: 'Mariahilfer Straße',
  houseNumber: '12',
  zipCode: '1070',
  city: 'Wien',
};

/** Operations without personal data: the catalogue, search, content. */
const PUBLIC: Operation[] = [
  'filters',
  'productlisting',
  'fullProductlisting',
  'productById',
  'popupProductById',
  'productPriceAndNameById',
  'automatedProductById',
  'productByCategory',
  'searchSuggestions',
  'textSnippet',
  // published modals; preview: true needs an editor's preview session (FORBIDDEN otherwise)
  'modal',
  'directOrderArticle',
  'reviewStatistics',
  'reviewDisplay',
  'reviewForm',
  'consentBanner',
];
/**
 * Forms anyone may send; they answer the same whatever accounts exist, and read nothing back.
 * (Unsubscribing an address, objecting for a browser id and recording a consent choice for one are
 * harmless by design: a choice is appended as proof and read back by nobody but the operator.)
 */
const OPEN_FORMS: Operation[] = [
  'register',
  'login',
  'requestPasswordReset',
  'submitContactForm',
  'orderCatalogue',
  'subscribeNewsletter',
  'unsubscribeNewsletter',
  'optOut',
  'consentRecord',
];
/** Operations that act only through a single-use token mailed to the owner (unguessable, 256 bit). */
const TOKEN_LINKS: Operation[] = ['resetPassword', 'verifyEmail', 'activateNewsletter'];

describe.each(testDatabases())('personal operations stay personal on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let yoga: ReturnType<typeof createShopYoga>;
  const token: Record<'anna' | 'max', string> = { anna: '', max: '' };
  const a: Json = {};
  const exec = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as Rows<T>).rows;
  const call = async (name: Operation, variables: Json, who?: 'anna' | 'max') => {
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(who ? { authorization: `Bearer ${token[who]}` } : {}),
      },
      body: JSON.stringify({ query: persisted[name].query, variables }),
    });
    const body = (await res.json()) as Json;
    return { data: body.data ? (Object.values(body.data)[0] as Json) : null, body, error: body.errors?.[0] };
  };
  /**
   * Everything of Anna's a foreign call could read or change, as one comparable snapshot (stock
   * figures left out: Max buying the same size lowers them for everyone).
   */
  const annaState = async () =>
    JSON.stringify(
      [
        (await call('basket', L, 'anna')).data,
        (await call('wishlist', L, 'anna')).data,
        (await call('checkout', L, 'anna')).data,
        (await call('customer', L, 'anna')).data,
        (await call('customerOrders', L, 'anna')).data,
        (await call('invoices', { input: { months: 12, ...L } }, 'anna')).data,
        (await call('newsletterData', L, 'anna')).data,
        (await call('loyaltyStatus', L, 'anna')).data,
      ],
      (key, value: unknown) => (key === 'availability' || key === 'maxQuantity' ? undefined : value),
    );

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 80);
    await seedVouchers(handle.db);
    await seedDemoCustomers(handle.db);
    yoga = createShopYoga(async () => handle.db);
    for (const [who, demo] of [
      ['anna', ANNA],
      ['max', MAX],
    ] as const) {
      const res = await call('login', { input: { identifier: demo.email, password: demo.password, ...L } });
      token[who] = res.data!.token;
    }
    const [article] = await exec<{ product_id: string; variant_id: string }>(sql`
      select v.dimension_id as product_id, v.id as variant_id from variants v
        join dimensions d on d.id = v.dimension_id and d.promotion = v.promotion and d.is_default_promotion
       where v.stock >= 10 and v.availability_state = 'available' and v.price_cents >= 2000
       order by v.dimension_id, v.id limit 1`);
    a.article = article;
    // Anna's things: an order, then a basket line, a saved product, a checkout and a subscription
    const add = () =>
      call(
        'addToBasket',
        { input: { productId: article!.product_id, variantId: article!.variant_id, quantity: 1, ...L } },
        'anna',
      );
    await add();
    expect(
      (await call('linkLoyaltyNumber', { input: { number: '7992739875', ...L } }, 'anna')).data!.status,
    ).toBe('LINKED');
    await call(
      'setCheckoutAddresses',
      { input: { email: ANNA.email, billingAddress: ADDRESS, ...L } },
      'anna',
    );
    await call('setCheckoutPayment', { input: { paymentMethod: 'invoice', ...L } }, 'anna');
    a.orderNumber = (
      await call('placeOrder', { input: { idempotencyKey: 'anna-order-1', ...L } }, 'anna')
    ).data!.orderNumber;
    a.itemKey = (await add()).data!.items[0].id;
    a.wishlistKey = (
      await call(
        'addWishlistItem',
        { input: { productId: article!.product_id, isTargetingAllowed: false, ...L } },
        'anna',
      )
    ).data!.id;
    a.invoiceNumber = (
      await call('invoices', { input: { months: 12, ...L } }, 'anna')
    ).data!.invoices[0].invoiceNumber;
    await exec(
      sql`insert into newsletter_subscriptions (shop_code, email, birth_date, status) values ('lindgard-at', ${ANNA.email}, '1985-03-14', 'active')`,
    );
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  /** Each personal operation, called by Max against Anna's ids; none may show or change Anna's data. */
  /** A recommendation tracking call of Max's, in his own recommendation session. */
  const trackAsMax = async (name: Operation, fields: Json) => {
    await call(
      name,
      { input: { ...fields, sessionId: 'MaxRecoSession0000001', trackingConsent: true, ...L } },
      'max',
    );
  };
  const scenarios: Partial<Record<Operation, () => Promise<void>>> = {
    userStatus: async () => {
      expect((await call('userStatus', L, 'max')).body.data.newsletterCachedStatus.status).toBe('inactive');
    },
    customer: async () => expect((await call('customer', L, 'max')).data!.email).toBe(MAX.email),
    customerOrders: async () =>
      expect(JSON.stringify((await call('customerOrders', L, 'max')).data)).not.toContain(a.orderNumber),
    customerOrder: async () =>
      expect(
        (await call('customerOrder', { input: { orderNumber: a.orderNumber, ...L } }, 'max')).data,
      ).toBeNull(),
    choosePaymentPause: async () =>
      expect(
        (await call('choosePaymentPause', { input: { orderNumber: a.orderNumber, ...L } }, 'max')).error
          .extensions.code,
      ).toBe('PAYMENT_PAUSE_NOT_AVAILABLE'),
    customerReturns: async () =>
      expect(JSON.stringify((await call('customerReturns', L, 'max')).data)).not.toContain(a.orderNumber),
    currentDeliveries: async () =>
      expect(JSON.stringify((await call('currentDeliveries', L, 'max')).data)).not.toContain(a.orderNumber),
    invoices: async () =>
      expect(
        JSON.stringify((await call('invoices', { input: { months: 12, ...L } }, 'max')).data),
      ).not.toContain(a.invoiceNumber),
    invoice: async () =>
      expect(
        (await call('invoice', { input: { invoiceNumber: a.invoiceNumber, ...L } }, 'max')).data,
      ).toBeNull(),
    accountBalance: async () =>
      expect(JSON.stringify((await call('accountBalance', L, 'max')).data)).not.toContain(a.invoiceNumber),
    basket: async () => expect((await call('basket', L, 'max')).data!.items).toEqual([]),
    loyaltyStatus: async () =>
      expect((await call('loyaltyStatus', L, 'max')).data!.maskedNumber).not.toBe('•••• 9875'),
    linkLoyaltyNumber: async () => {
      await call('linkLoyaltyNumber', { input: { number: '1234567897', ...L } }, 'max');
    },
    addToBasket: async () => {
      await call(
        'addToBasket',
        { input: { productId: a.article.product_id, variantId: a.article.variant_id, quantity: 1, ...L } },
        'max',
      );
    },
    changeBasketItem: async () =>
      expect(
        (await call('changeBasketItem', { input: { itemKey: a.itemKey, quantity: 5, ...L } }, 'max')).error
          .extensions.code,
      ).toBe('BASKET_CHANGE_ITEM_FAILED'),
    removeBasketItem: async () =>
      expect(
        (await call('removeBasketItem', { input: { itemKey: a.itemKey, ...L } }, 'max')).error.extensions
          .code,
      ).toBe('BASKET_CHANGE_ITEM_FAILED'),
    bookDisposalService: async () => {
      await call('bookDisposalService', { input: { pieces: 1, ...L } }, 'max');
    },
    addDirectOrderToBasket: async () => {
      await call('addDirectOrderToBasket', { input: { lines: [], ...L } }, 'max');
    },
    checkout: async () =>
      expect(JSON.stringify((await call('checkout', L, 'max')).data)).not.toContain('Mariahilfer'),
    setCheckoutAddresses: async () => {
      await call(
        'setCheckoutAddresses',
        { input: { email: MAX.email, billingAddress: { ...ADDRESS, firstName: 'Max' }, ...L } },
        'max',
      );
    },
    setCheckoutDelivery: async () => {
      await call('setCheckoutDelivery', { input: { deliveryMethod: 'express', ...L } }, 'max');
    },
    setCheckoutPayment: async () => {
      await call('setCheckoutPayment', { input: { paymentMethod: 'prepayment', ...L } }, 'max');
    },
    redeemVoucher: async () => {
      await call('redeemVoucher', { input: { code: 'WILLKOMMEN10', ...L } }, 'max');
    },
    removeVoucher: async () => {
      await call('removeVoucher', L, 'max');
    },
    placeOrder: async () => {
      const res = await call('placeOrder', { input: { idempotencyKey: 'anna-order-1', ...L } }, 'max');
      expect(JSON.stringify(res)).not.toContain(a.orderNumber);
    },
    submitOrderSurvey: async () =>
      expect(
        (await call('submitOrderSurvey', { input: { orderNumber: a.orderNumber, score: 0, ...L } }, 'max'))
          .error.extensions.code,
      ).toBe('ORDER_NOT_FOUND'),
    // recommendations from the caller's own wishlist and basket, events in the caller's own session
    gkAir: async () => {
      const answer = await call(
        'gkAir',
        {
          input: {
            serviceId: 'lindgard',
            parameters: [],
            outputConfig: [
              { outputId: 'wishlist' },
              { outputId: 'basketAlternatives' },
              { outputId: 'lastSeen' },
            ],
            sessionId: 'MaxRecoSession0000001',
            trackingConsent: true,
            ...L,
          },
        },
        'max',
      );
      expect((answer.body.data.gkAir as Json[]).map((o) => o.products)).toEqual([[], [], []]);
    },
    trackCategoryViewGkAir: () => trackAsMax('trackCategoryViewGkAir', { categoryId: 'c-alles' }),
    trackClickGkAir: () =>
      trackAsMax('trackClickGkAir', { productId: a.article.product_id, trackingToken: 't' }),
    trackCategoryClickGkAir: () =>
      trackAsMax('trackCategoryClickGkAir', { categoryId: 'c-alles', trackingToken: 't' }),
    trackAddToWishlistGkAir: () => trackAsMax('trackAddToWishlistGkAir', { productId: a.article.product_id }),
    trackRemoveFromWishlistGkAir: () =>
      trackAsMax('trackRemoveFromWishlistGkAir', { productId: a.article.product_id }),
    wishlist: async () => expect((await call('wishlist', L, 'max')).data).toEqual([]),
    wishlistIds: async () => expect((await call('wishlistIds', L, 'max')).data).toEqual([]),
    addWishlistItem: async () => {
      await call(
        'addWishlistItem',
        { input: { productId: a.article.product_id, isTargetingAllowed: false, ...L } },
        'max',
      );
    },
    removeWishlistItem: async () => {
      await call(
        'removeWishlistItem',
        { input: { itemKey: a.wishlistKey, isTargetingAllowed: false, ...L } },
        'max',
      );
    },
    newsletterData: async () => expect((await call('newsletterData', L, 'max')).data).toBeNull(),
    updateNewsletterData: async () =>
      expect(
        (
          await call(
            'updateNewsletterData',
            { input: { birthDate: '1970-01-01', firstName: 'X', ...L } },
            'max',
          )
        ).error.extensions.code,
      ).toBe('NEWSLETTER_UPDATE_DATA_FAILED'),
    requestEmailVerification: async () => {
      await call('requestEmailVerification', L, 'max');
      const mails = await exec<{ n: number }>(
        sql`select count(*)::int as n from outbox_mails where kind = 'emailVerification' and to_address = ${ANNA.email}`,
      );
      expect(mails[0]!.n).toBe(0);
    },
    logout: async () => {
      await call('logout', L, 'max');
      const res = await call('login', { input: { identifier: MAX.email, password: MAX.password, ...L } });
      token.max = res.data!.token;
    },
    reviewSubmit: async () => {
      // another product than Anna's: its public rating may change, hers must not
      const [other] = await exec<{
        id: string;
      }>(sql`select p.id from products p join styles s using (master_key)
        where not s.is_free_gift and p.master_key <> (select master_key from products where id = ${a.article.product_id})
        order by p.id limit 1`);
      await call(
        'reviewSubmit',
        {
          input: {
            productId: other!.id,
            rating: 1,
            title: 'Nicht meins',
            reviewtext: 'Max schreibt hier eine Bewertung unter seinem eigenen Namen.',
            usernickname: 'Max',
            ...L,
          },
        },
        'max',
      );
      // the review is Max's own, never written in Anna's name
      const authors = await exec<{ email: string }>(sql`select c.email from reviews r
        join customers c on c.id = r.customer_id where r.title = 'Nicht meins'`);
      expect(authors.map((r) => r.email)).toEqual([MAX.email]);
    },
    reviewFeedback: async () => {
      const [review] = await exec<{ id: string }>(
        sql`select id from reviews where status = 'published' limit 1`,
      );
      await call('reviewFeedback', { input: { reviewId: review!.id, kind: 'HELPFUL', ...L } }, 'max');
    },
    // last: closes Max's account only
    requestAccountDeletion: async () => {
      expect((await call('requestAccountDeletion', L, 'max')).data).toBe(true);
      expect((await call('customer', L, 'anna')).data!.email).toBe(ANNA.email);
    },
  };

  it('classifies every operation of the API', () => {
    const classified = [...PUBLIC, ...OPEN_FORMS, ...TOKEN_LINKS, ...Object.keys(scenarios)].sort();
    expect(classified).toEqual(Object.keys(persisted).sort());
  });

  it("lets customer B read or change nothing of customer A's by any personal operation", async () => {
    const before = await annaState();
    for (const [name, scenario] of Object.entries(scenarios)) {
      await scenario();
      expect(await annaState(), `after ${name}`).toBe(before);
    }
  });

  it('refuses every customer-only operation without a login', async () => {
    const customerOnly: [Operation, Json][] = [
      ['customer', L],
      ['customerOrders', L],
      ['customerOrder', { input: { orderNumber: a.orderNumber, ...L } }],
      ['customerReturns', L],
      ['currentDeliveries', L],
      ['invoices', { input: { months: 12, ...L } }],
      ['invoice', { input: { invoiceNumber: a.invoiceNumber, ...L } }],
      ['accountBalance', L],
      ['choosePaymentPause', { input: { orderNumber: a.orderNumber, ...L } }],
      ['requestAccountDeletion', L],
      ['requestEmailVerification', L],
      ['newsletterData', L],
      ['updateNewsletterData', { input: { birthDate: '1970-01-01', ...L } }],
    ];
    for (const [name, variables] of customerOnly)
      expect((await call(name, variables)).error?.extensions.code, name).toBe('UNAUTHENTICATED');
  });
});
