import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persisted from '@/graphql/generated/persisted-operations.json';
import { renderInvoicePdf } from '@/server/account/render-invoice-pdf';
import { renderInvoiceQr } from '@/server/account/render-invoice-qr';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { DEMO_CUSTOMERS, seedDemoCustomers } from '@/server/db/seed/seed-demo-customers';
import { createShopYoga } from '@/server/graphql/yoga';
import { testDatabases } from '../support/test-databases';
import { shopByCode } from '@/lib/shop/shops';

const AT_SHOP = shopByCode('lindgard-at')!;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL answers in tests
type Rows<T> = { rows: T[] };
const [ANNA, MAX] = DEMO_CUSTOMERS as unknown as [(typeof DEMO_CUSTOMERS)[0], (typeof DEMO_CUSTOMERS)[1]];

describe.each(testDatabases())('customer area API on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let yoga: ReturnType<typeof createShopYoga>;
  const tokens: Record<string, string> = {};
  const exec = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as Rows<T>).rows;

  const call = async (name: keyof typeof persisted, variables: Json, token?: string) => {
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: persisted[name].query, variables }),
    });
    const body = (await res.json()) as Json;
    return { data: body.data ? (Object.values(body.data)[0] as Json) : null, body, error: body.errors?.[0] };
  };
  const customerId = async (email: string) =>
    (await exec<{ id: string }>(sql`select id from customers where email = ${email}`))[0]!.id;

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 80);
    expect(await seedDemoCustomers(handle.db)).toBe(2);
    expect(await seedDemoCustomers(handle.db)).toBe(0);
    yoga = createShopYoga(async () => handle.db);
    for (const demo of [ANNA, MAX]) {
      const res = await call('login', {
        input: { identifier: demo.customerNumber, password: demo.password, locale: 'de-AT' },
      });
      tokens[demo.email] = res.data!.token;
    }
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('lists the orders of the last 12 months with the historic-orders hint', async () => {
    const res = await call('customerOrders', { locale: 'de-AT' }, tokens[ANNA.email]);
    expect(res.data!.orders).toHaveLength(4);
    expect(res.data!.historicOrdersHint).toBe(
      'Die Bestellhistorie vor dem 01.07. ist aufgrund einer Systemumstellung leider nicht verfügbar.',
    );
    const [newest] = res.data!.orders;
    expect(newest.parcels.map((p: Json) => p.status)).toEqual(['outForDelivery', 'inTransit']);
    expect(newest.itemCount).toBe(4);
    const deliveries = await call('currentDeliveries', { locale: 'de-AT' }, tokens[ANNA.email]);
    expect(deliveries.data).toHaveLength(2);
  });

  it('shows an order with parcels and lets the customer choose the payment pause once', async () => {
    const list = await call('customerOrders', { locale: 'de-AT' }, tokens[ANNA.email]);
    const orderNumber = list.data!.orders[0].orderNumber as string;
    const detail = await call(
      'customerOrder',
      { input: { orderNumber, locale: 'de-AT' } },
      tokens[ANNA.email],
    );
    expect(detail.data!.order.items).toHaveLength(3);
    expect(detail.data!.parcels[0].events.length).toBeGreaterThan(1);
    expect(detail.data!.paymentPause).toMatchObject({ fee: expect.any(Number) });
    const total = detail.data!.order.totals.total as number;

    const paused = await call(
      'choosePaymentPause',
      { input: { orderNumber, locale: 'de-AT' } },
      tokens[ANNA.email],
    );
    expect(paused.error).toBeUndefined();
    expect(paused.data!.paymentPause).toBeNull();
    const invoice = await call(
      'invoice',
      { input: { invoiceNumber: paused.data!.invoiceNumber, locale: 'de-AT' } },
      tokens[ANNA.email],
    );
    expect(invoice.data!.paidWith).toBe('paymentPause');
    expect(invoice.data!.amount).toBe(total + detail.data!.paymentPause.fee);
    const again = await call(
      'choosePaymentPause',
      { input: { orderNumber, locale: 'de-AT' } },
      tokens[ANNA.email],
    );
    expect(again.error.extensions.code).toBe('PAYMENT_PAUSE_NOT_AVAILABLE');
  });

  it('filters invoices by 3, 6 or 12 months and derives their status from the instalments', async () => {
    const counts: number[] = [];
    for (const months of [3, 6, 12]) {
      const res = await call('invoices', { input: { months, locale: 'de-AT' } }, tokens[ANNA.email]);
      counts.push(res.data!.invoices.length);
      expect(res.data!.hasOlder).toBe(true);
    }
    expect(counts).toEqual([2, 4, 4]);
    const bad = await call('invoices', { input: { months: 5, locale: 'de-AT' } }, tokens[ANNA.email]);
    expect(bad.error.extensions.code).toBe('BAD_USER_INPUT');

    const all = (await call('invoices', { input: { months: 12, locale: 'de-AT' } }, tokens[ANNA.email])).data!
      .invoices as Json[];
    const instalments = all.find((i) => i.paidWith === 'instalments')!;
    expect(instalments.instalmentCount).toBe(6);
    expect(instalments.status).toBe('open');
    expect(all.find((i) => i.paidWith === 'paymentPause' && i.status === 'overdue')).toBeTruthy();
    expect(all.filter((i) => i.status === 'paid')).toHaveLength(1);

    const detail = await call(
      'invoice',
      { input: { invoiceNumber: instalments.invoiceNumber, locale: 'de-AT' } },
      tokens[ANNA.email],
    );
    const plan = detail.data!.instalments as Json[];
    expect(plan.map((i) => i.status)).toEqual(['paid', 'open', 'open', 'open', 'open', 'open']);
    expect(plan.reduce((s, i) => s + i.amount, 0)).toBe(detail.data!.amount);
    expect(detail.data!.bankTransfer).toMatchObject({
      iban: 'AT481200000528471993',
      amount: plan[1]!.amount,
      purpose: `Rechnung ${instalments.invoiceNumber} Kundennummer ${ANNA.customerNumber}`,
    });

    const balance = await call('accountBalance', { locale: 'de-AT' }, tokens[ANNA.email]);
    const open = all.reduce((s, i) => s + i.open, 0);
    expect(balance.data!.open).toBe(open);
    expect(balance.data!.overdue).toBeGreaterThan(0);
  });

  it('renders a valid PDF invoice and a QR code that decodes to the EPC payload', async () => {
    const anna = await customerId(ANNA.email);
    const all = (await call('invoices', { input: { months: 12, locale: 'de-AT' } }, tokens[ANNA.email])).data!
      .invoices as Json[];
    const open = all.find((i) => i.paidWith === 'instalments')!;
    const pdf = await renderInvoicePdf(handle.db, AT_SHOP, anna, open.invoiceNumber);
    expect(Buffer.from(pdf!.slice(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf!);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe(`Rechnung ${open.invoiceNumber}`);

    const png = PNG.sync.read((await renderInvoiceQr(handle.db, AT_SHOP, anna, open.invoiceNumber))!);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    const detail = await call(
      'invoice',
      { input: { invoiceNumber: open.invoiceNumber, locale: 'de-AT' } },
      tokens[ANNA.email],
    );
    expect(decoded?.data).toBe(detail.data!.bankTransfer.epcPayload);
    expect(decoded!.data.split('\n').slice(0, 8)).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'BKAUATWW',
      'Lindgard Versandhandel GmbH',
      'AT481200000528471993',
      `EUR${(detail.data!.bankTransfer.amount / 100).toFixed(2)}`,
    ]);
  });

  it("lets nobody read or change another customer's orders, invoices or documents", async () => {
    const annaOrders = (await call('customerOrders', { locale: 'de-AT' }, tokens[ANNA.email])).data!
      .orders as Json[];
    const annaInvoices = (
      await call('invoices', { input: { months: 12, locale: 'de-AT' } }, tokens[ANNA.email])
    ).data!.invoices as Json[];
    const max = tokens[MAX.email];
    const maxOrders = (await call('customerOrders', { locale: 'de-AT' }, max)).data!.orders as Json[];
    expect(maxOrders.map((o) => o.orderNumber)).not.toContain(annaOrders[0]!.orderNumber);
    for (const o of annaOrders) {
      expect(
        (await call('customerOrder', { input: { orderNumber: o.orderNumber, locale: 'de-AT' } }, max)).data,
      ).toBeNull();
      expect(
        (await call('choosePaymentPause', { input: { orderNumber: o.orderNumber, locale: 'de-AT' } }, max))
          .error.extensions.code,
      ).toBe('PAYMENT_PAUSE_NOT_AVAILABLE');
    }
    const maxId = await customerId(MAX.email);
    for (const i of annaInvoices) {
      expect(
        (await call('invoice', { input: { invoiceNumber: i.invoiceNumber, locale: 'de-AT' } }, max)).data,
      ).toBeNull();
      expect(await renderInvoicePdf(handle.db, AT_SHOP, maxId, i.invoiceNumber)).toBeNull();
      expect(await renderInvoiceQr(handle.db, AT_SHOP, maxId, i.invoiceNumber)).toBeNull();
    }
    const maxBalance = await call('accountBalance', { locale: 'de-AT' }, max);
    expect(maxBalance.data!.openPayments).toEqual([]);
    expect((await call('customerReturns', { locale: 'de-AT' }, max)).data).toEqual([]);
    expect((await call('currentDeliveries', { locale: 'de-AT' }, max)).data).toEqual([]);

    // without a login every personal operation is refused
    const personal: [keyof typeof persisted, Json][] = [
      ['customer', { locale: 'de-AT' }],
      ['customerOrders', { locale: 'de-AT' }],
      ['customerOrder', { input: { orderNumber: annaOrders[0]!.orderNumber, locale: 'de-AT' } }],
      ['customerReturns', { locale: 'de-AT' }],
      ['currentDeliveries', { locale: 'de-AT' }],
      ['invoices', { input: { months: 12, locale: 'de-AT' } }],
      ['invoice', { input: { invoiceNumber: annaInvoices[0]!.invoiceNumber, locale: 'de-AT' } }],
      ['accountBalance', { locale: 'de-AT' }],
      ['choosePaymentPause', { input: { orderNumber: annaOrders[0]!.orderNumber, locale: 'de-AT' } }],
      ['requestAccountDeletion', { locale: 'de-AT' }],
      ['requestEmailVerification', { locale: 'de-AT' }],
    ];
    for (const [name, variables] of personal) {
      const res = await call(name, variables);
      expect(res.error?.extensions.code, name).toBe('UNAUTHENTICATED');
    }
    const status = await call('userStatus', { locale: 'de-AT' });
    expect(status.body.data).toEqual({
      newsletterCachedStatus: { status: 'inactive' },
      shippingCostsFlat: { active: false },
      client: { isLoggedIn: false },
    });
  });

  it("keeps a subscription from an account whose address is not verified: it may be someone else's", async () => {
    await exec(sql`insert into newsletter_subscriptions (shop_code, email, first_name, birth_date, status)
      values ('lindgard-at', ${MAX.email}, 'Vera', '1971-04-03', 'active')`);
    try {
      // Max's address is not verified: whoever registered it need not read its mail
      expect((await call('newsletterData', { locale: 'de-AT' }, tokens[MAX.email])).data).toBeNull();
      const update = await call(
        'updateNewsletterData',
        { input: { firstName: 'Hacked', birthDate: '1971-04-03', locale: 'de-AT' } },
        tokens[MAX.email],
      );
      expect(update.error?.extensions.code).toBe('NEWSLETTER_UPDATE_DATA_FAILED');
      const status = await call('userStatus', { locale: 'de-AT' }, tokens[MAX.email]);
      expect(status.body.data.newsletterCachedStatus).toEqual({ status: 'inactive' });
      const [stored] = await exec<{ first_name: string | null }>(
        sql`select first_name from newsletter_subscriptions where email = ${MAX.email}`,
      );
      expect(stored!.first_name).toBe('Vera');

      // once verified, the subscription is the account's
      await exec(sql`update customers set email_verification = 'verified' where email = ${MAX.email}`);
      expect((await call('newsletterData', { locale: 'de-AT' }, tokens[MAX.email])).data).toMatchObject({
        firstName: 'Vera',
        status: 'active',
      });
      const verified = await call('userStatus', { locale: 'de-AT' }, tokens[MAX.email]);
      expect(verified.body.data.newsletterCachedStatus).toEqual({ status: 'active' });
    } finally {
      await exec(sql`update customers set email_verification = 'notVerified' where email = ${MAX.email}`);
      await exec(sql`delete from newsletter_subscriptions where email = ${MAX.email}`);
    }
  });

  it('refuses names with markup or digits when the newsletter data change (issue 20 item 19)', async () => {
    await exec(sql`insert into newsletter_subscriptions (shop_code, email, birth_date, status)
      values ('lindgard-at', ${MAX.email}, '1980-05-05', 'active')`);
    await exec(sql`update customers set email_verification = 'verified' where email = ${MAX.email}`);
    for (const firstName of ['<script>', 'R2D2']) {
      const res = await call(
        'updateNewsletterData',
        { input: { firstName, birthDate: '1980-05-05', locale: 'de-AT' } },
        tokens[MAX.email],
      );
      expect(res.error?.extensions.code, firstName).toBe('FORM_INPUT_INVALID');
      expect(res.error?.extensions.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['firstName']);
    }
    // a control character never reaches the use case: the API refuses the input itself
    const nul = await call(
      'updateNewsletterData',
      { input: { firstName: 'An\u0000na', birthDate: '1980-05-05', locale: 'de-AT' } },
      tokens[MAX.email],
    );
    expect(nul.error?.extensions.code).toBe('BAD_USER_INPUT');
    const [stored] = await exec<{ first_name: string | null }>(
      sql`select first_name from newsletter_subscriptions where email = ${MAX.email}`,
    );
    expect(stored!.first_name).toBeNull();
    await exec(sql`update customers set email_verification = 'notVerified' where email = ${MAX.email}`);
    await exec(sql`delete from newsletter_subscriptions where email = ${MAX.email}`);
  });

  it('answers the user status and closes the account on a deletion request', async () => {
    const anna = await call('userStatus', { locale: 'de-AT' }, tokens[ANNA.email]);
    expect(anna.body.data).toEqual({
      newsletterCachedStatus: { status: 'inactive' },
      shippingCostsFlat: { active: true },
      client: { isLoggedIn: true },
    });
    const max = await call('userStatus', { locale: 'de-AT' }, tokens[MAX.email]);
    expect(max.body.data.shippingCostsFlat).toEqual({ active: false });

    expect((await call('requestAccountDeletion', { locale: 'de-AT' }, tokens[MAX.email])).data).toBe(true);
    expect((await call('customer', { locale: 'de-AT' }, tokens[MAX.email])).error.extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    const relogin = await call('login', {
      input: { identifier: MAX.email, password: MAX.password, locale: 'de-AT' },
    });
    expect(relogin.error.extensions.code).toBe('LOGIN_FAILED');
    const mails = await exec<{ subject: string }>(
      sql`select subject from outbox_mails where kind = 'accountDeletion'`,
    );
    expect(mails.map((m) => m.subject)).toEqual([
      `Antrag auf Löschung des Kundenkontos ${MAX.customerNumber}`,
    ]);
    // the customer gets a confirmation of the request (issue 20, item 20)
    const confirmations = await exec<{ to_address: string; subject: string; text_body: string }>(
      sql`select to_address, subject, text_body from outbox_mails where kind = 'accountDeletionConfirmation'`,
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({
      to_address: MAX.email,
      subject: 'Ihr Antrag auf Löschung Ihres Kundenkontos',
    });
    expect(confirmations[0]!.text_body).toContain(
      `wir haben Ihren Antrag auf Löschung Ihres Kundenkontos ${MAX.customerNumber} erhalten.`,
    );
  });

  it('frees a closed account’s e-mail: the same person registers anew, logs in and gets reset links', async () => {
    // MAX's account was closed above
    const again = await call('register', {
      input: {
        salutation: 'm',
        firstName: 'Max',
        lastName: 'Neu',
        email: MAX.email,
        password: 'Neues-Konto-2026',
        locale: 'de-AT',
      },
    });
    expect(again.error).toBeUndefined();
    expect(again.data!.customer.customerNumber).not.toBe(MAX.customerNumber);
    const login = await call('login', {
      input: { identifier: MAX.email, password: 'Neues-Konto-2026', locale: 'de-AT' },
    });
    expect(login.error).toBeUndefined();
    await call('requestPasswordReset', { input: { identifier: MAX.email, locale: 'de-AT' } });
    const resets = await exec<{ n: number }>(
      sql`select count(*)::int as n from outbox_mails where to_address = ${MAX.email} and kind = 'passwordReset'`,
    );
    expect(resets[0]!.n).toBe(1);
  });

  it('opens no order or invoice older than the 12 months the account shows, also by its address', async () => {
    const anna = await customerId(ANNA.email);
    const [old] = await exec<{ order_number: string; invoice_number: string }>(sql`
      with o as (update orders set placed_at = now() - interval '13 months'
                  where id = (select id from orders where customer_id = ${anna} order by placed_at limit 1)
                  returning id, order_number)
      select o.order_number, i.invoice_number from o join invoices i on i.order_id = o.id`);
    await exec(sql`update invoices set issued_on = (now() - interval '13 months')::date
                    where invoice_number = ${old!.invoice_number}`);
    const order = await call(
      'customerOrder',
      { input: { orderNumber: old!.order_number, locale: 'de-AT' } },
      tokens[ANNA.email],
    );
    expect(order.data).toBeNull();
    const invoice = await call(
      'invoice',
      { input: { invoiceNumber: old!.invoice_number, locale: 'de-AT' } },
      tokens[ANNA.email],
    );
    expect(invoice.data).toBeNull();
    await expect(renderInvoicePdf(handle.db, AT_SHOP, anna, old!.invoice_number)).resolves.toBeNull();
  });
});
