import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { shopByCode } from '@/lib/shop/shops';
import { renderInvoicePdf } from '@/server/account/render-invoice-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persisted from '@/graphql/generated/persisted-operations.json';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { seedVouchers } from '@/server/db/seed/seed-vouchers';
import { createShopYoga } from '@/server/graphql/yoga';
import { testDatabases } from '../support/test-databases';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL answers in tests
type Rows<T> = { rows: T[] };

/** The cookies of one browser on one host. */
class Jar {
  readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=', 2) as [string, string];
      this.cookies.set(name, value);
    }
  }
}

const PORT = process.env.PORT ?? 3000;

/** A Stockholm address (Swedish postcodes: three and two digits). */
const SE_ADDRESS = {
  salutation: 'f',
  firstName: 'Karin',
  lastName: 'Berg',
  street: 'Drottninggatan',
  houseNumber: '45',
  additional: '',
  zipCode: '111 21',
  city: 'Stockholm',
};

const LOCALE: Record<string, string> = {
  'lindgard-at': 'de-AT',
  'lindgard-de': 'de-DE',
  'lindgard-chfr': 'fr-CH',
  'hemma-se': 'sv-SE',
};

describe.each(testDatabases())('the shop family on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let yoga: ReturnType<typeof createShopYoga>;
  let article: { productId: string; variantId: string };
  const exec = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as Rows<T>).rows;

  /** A call to the API of one shop, as a browser on its host (with a jar) or a native client. */
  const call = async (
    shop: string,
    name: keyof typeof persisted,
    variables: Json,
    jar?: Jar,
    bearer?: string,
  ) => {
    const host = `${shop}.localhost`;
    const res = await yoga.fetch(`http://${host}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(jar ? { origin: `http://${host}` } : {}),
        ...(jar && jar.cookies.size > 0 ? { cookie: jar.header() } : {}),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify({ query: persisted[name].query, variables }),
    });
    jar?.take(res);
    const body = (await res.json()) as Json;
    return {
      status: res.status,
      data: body.data ? (Object.values(body.data)[0] as Json) : null,
      error: body.errors?.[0],
    };
  };
  const register = (shop: string, email: string, jar = new Jar()) =>
    call(
      shop,
      'register',
      {
        input: {
          salutation: 'f',
          firstName: 'Karin',
          lastName: 'Berg',
          email,
          password: 'sommer-2026',
          birthDate: null,
          locale: LOCALE[shop],
        },
      },
      jar,
    );
  const login = (shop: string, identifier: string) =>
    call(shop, 'login', { input: { identifier, password: 'sommer-2026', locale: LOCALE[shop] } });

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 60);
    await seedVouchers(handle.db);
    yoga = createShopYoga(async () => handle.db);
    const [row] = await exec<{ product_id: string; variant_id: string }>(sql`
      select d.id as product_id, v.id as variant_id
        from dimensions d join variants v on v.dimension_id = d.id and v.promotion = d.promotion
       where d.is_default_promotion order by d.id limit 1`);
    await exec(sql`update variants set stock = 50, availability_state = 'available', price_cents = 4999
                    where dimension_id = ${row!.product_id}`);
    article = { productId: row!.product_id, variantId: row!.variant_id };
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('answers an unknown host with \'Shop "{code}" is not configured\' and nothing else', async () => {
    const res = await call('nope', 'basket', { locale: 'de-AT' });
    expect(res.status).toBe(404);
    expect(res.error.message).toBe('Shop "nope" is not configured');
    expect(res.data).toBeNull();
  });

  it("refuses another shop's locale", async () => {
    const res = await call('lindgard-chfr', 'basket', { locale: 'de-AT' });
    expect(res.error.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('keeps a customer of one shop unknown in every other, even with the same e-mail', async () => {
    const email = `karin.${Date.now()}@example.ch`;
    const inCh = new Jar();
    expect((await register('lindgard-chfr', email, inCh)).error).toBeUndefined();
    // the same address and password do not log in to the sibling shop
    const elsewhere = await login('lindgard-at', email);
    expect(elsewhere.error.extensions.code).toBe('LOGIN_FAILED');
    // the CH login token (a native client's) opens nothing in the AT shop
    const native = await login('lindgard-chfr', email);
    const token = native.data!.token as string;
    expect((await call('lindgard-chfr', 'customer', { locale: 'fr-CH' }, undefined, token)).data!.email).toBe(
      email,
    );
    const foreign = await call('lindgard-at', 'customer', { locale: 'de-AT' }, undefined, token);
    expect(foreign.data).toBeNull();
    // nor does the browser's auth cookie of the CH shop, carried to the AT host
    const carried = new Jar();
    for (const [k, v] of inCh.cookies) carried.cookies.set(k, v);
    expect((await call('lindgard-at', 'customer', { locale: 'de-AT' }, carried)).data).toBeNull();
    // the address is still free in the AT shop: a customer there is a different account
    expect((await register('lindgard-at', email)).error).toBeUndefined();
    const accounts = await exec<{ shop_code: string }>(
      sql`select shop_code from customers where email = ${email} order by shop_code`,
    );
    expect(accounts.map((a) => a.shop_code)).toEqual(['lindgard-at', 'lindgard-chfr']);
  });

  it('keeps a basket in its shop', async () => {
    const jar = new Jar();
    const added = await call(
      'lindgard-at',
      'addToBasket',
      { input: { ...article, quantity: 2, locale: 'de-AT' } },
      jar,
    );
    expect(added.data!.itemCount).toBe(2);
    const carried = new Jar();
    for (const [k, v] of jar.cookies) carried.cookies.set(k, v);
    const there = await call('lindgard-de', 'basket', { locale: 'de-DE' }, carried);
    expect(there.data).toMatchObject({ itemCount: 0, items: [] });
    expect((await call('lindgard-at', 'basket', { locale: 'de-AT' }, jar)).data!.itemCount).toBe(2);
  });

  it('answers texts in the shop language: a Swedish basket error and French product names', async () => {
    const refused = await call('hemma-se', 'addToBasket', {
      input: { productId: article.productId, locale: 'sv-SE' },
    });
    expect(refused.error.extensions.code).toBe('ATB_NO_VARIANT_SELECTED');
    expect(refused.error.message).not.toBe('Bitte wählen Sie eine Größe');
    const [style] = await exec<{ name: string; fr: string }>(sql`
      select s.name, s.texts->'fr'->>'name' as fr
        from products p join styles s on s.master_key = p.master_key where p.id = ${article.productId}`);
    expect(style!.fr).toBeTruthy();
    expect(style!.fr).not.toBe(style!.name);
    const product = await call('lindgard-chfr', 'productById', {
      input: { id: article.productId, locale: 'fr-CH' },
    });
    expect(product.data!.name).toBe(style!.fr);
    const german = await call('lindgard-at', 'productById', {
      input: { id: article.productId, locale: 'de-AT' },
    });
    expect(german.data!.name).toBe(style!.name);
    // the same product in the family's other indexable shops, on their own origins
    expect(german.data!.alternate).toEqual([
      { locale: 'de-DE', url: `http://lindgard-de.localhost:${PORT}/p/${article.productId}` },
      { locale: 'de-CH', url: `http://lindgard-ch.localhost:${PORT}/p/${article.productId}` },
      { locale: 'fr-CH', url: `http://lindgard-chfr.localhost:${PORT}/p/${article.productId}` },
    ]);
  });

  it('places a guest order in the sv-SE shop, stored with its shop and currency, confirmed in Swedish', async () => {
    const jar = new Jar();
    const shop = 'hemma-se';
    await call(shop, 'addToBasket', { input: { ...article, quantity: 1, locale: 'sv-SE' } }, jar);
    const address = SE_ADDRESS;
    const email = `karin.se.${Date.now()}@example.se`;
    expect(
      (
        await call(
          shop,
          'setCheckoutAddresses',
          { input: { email, billingAddress: address, locale: 'sv-SE' } },
          jar,
        )
      ).error,
    ).toBeUndefined();
    await call(shop, 'setCheckoutPayment', { input: { paymentMethod: 'invoice', locale: 'sv-SE' } }, jar);
    const basket = (await call(shop, 'basket', { locale: 'sv-SE' }, jar)).data!;
    const placed = await call(
      shop,
      'placeOrder',
      { input: { idempotencyKey: `se-${Date.now()}`, expectedTotal: basket.totals.total, locale: 'sv-SE' } },
      jar,
    );
    expect(placed.error).toBeUndefined();
    const [order] = await exec<{ shop_code: string; currency: string; total_cents: number }>(
      sql`select shop_code, currency, total_cents from orders where email = ${email}`,
    );
    // the basket and the order are in the shop's currency, from its own price list
    expect(basket.totals.currency).toBe('SEK');
    expect(order).toMatchObject({ shop_code: shop, currency: 'SEK', total_cents: basket.totals.total });
    const [lines] = await exec<{ unit: number; listed: number }>(sql`
      select l.unit_price_cents as unit, vp.price_cents as listed
        from order_lines l join orders o on o.id = l.order_id
        join variant_prices vp on vp.variant_id = l.variant_id and vp.promotion = l.promotion and vp.currency = 'SEK'
       where o.email = ${email}`);
    expect(lines!.unit).toBe(lines!.listed);
    const [mail] = await exec<{ subject: string; text_body: string; shop_code: string }>(
      sql`select subject, text_body, shop_code from outbox_mails where to_address = ${email} and kind = 'orderConfirmation'`,
    );
    expect(mail!.shop_code).toBe(shop);
    expect(mail!.subject).toContain(placed.data!.orderNumber);
    expect(mail!.text_body).toMatch(/Hemma Nord/);
    expect(mail!.text_body).not.toMatch(/Vielen Dank|Gesamtsumme|Zahlungsart/);
    // every line of the order's total, in the shop's words, adds up to it
    for (const line of basket.totals.lines as { label: string }[])
      expect(mail!.text_body).toContain(`${line.label}: `);
  });

  it("writes a customer's invoice of the sv-SE shop as a Swedish PDF with the shop's bank", async () => {
    const shop = 'hemma-se';
    const jar = new Jar();
    const email = `karin.invoice.${Date.now()}@example.se`;
    expect((await register(shop, email, jar)).error).toBeUndefined();
    await call(shop, 'addToBasket', { input: { ...article, quantity: 1, locale: 'sv-SE' } }, jar);
    const address = SE_ADDRESS;
    await call(
      shop,
      'setCheckoutAddresses',
      { input: { email, billingAddress: address, locale: 'sv-SE' } },
      jar,
    );
    await call(shop, 'setCheckoutPayment', { input: { paymentMethod: 'invoice', locale: 'sv-SE' } }, jar);
    const basket = (await call(shop, 'basket', { locale: 'sv-SE' }, jar)).data!;
    const placed = await call(
      shop,
      'placeOrder',
      {
        input: {
          idempotencyKey: `se-inv-${Date.now()}`,
          expectedTotal: basket.totals.total,
          locale: 'sv-SE',
        },
      },
      jar,
    );
    expect(placed.error).toBeUndefined();
    const [invoice] = await exec<{ invoice_number: string; customer_id: string; currency: string }>(sql`
      select i.invoice_number, i.customer_id, i.currency from invoices i
        join customers c on c.id = i.customer_id where c.email = ${email} and c.shop_code = ${shop}`);
    expect(invoice!.currency).toBe('SEK');
    const se = shopByCode(shop)!;
    const pdf = await renderInvoicePdf(handle.db, se, invoice!.customer_id, invoice!.invoice_number);
    const doc = await PDFDocument.load(pdf!);
    const sv = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'sv-SE.json'), 'utf8'));
    expect(doc.getTitle()).toBe(sv.invoicePdf.title.replace('{invoiceNumber}', invoice!.invoice_number));
    expect(doc.getAuthor()).toBe(se.legalName);
    // the same invoice is nobody's in the AT shop
    expect(
      await renderInvoicePdf(
        handle.db,
        shopByCode('lindgard-at')!,
        invoice!.customer_id,
        invoice!.invoice_number,
      ),
    ).toBeNull();
  });

  it("checks addresses by the shop country's postcode format and names fields in the shop's language", async () => {
    const address = {
      salutation: 'f',
      firstName: '',
      lastName: 'Jansen',
      street: 'Keizersgracht',
      houseNumber: '212',
      additional: '',
      zipCode: '1016',
      city: 'Amsterdam',
    };
    const jar = new Jar();
    await call('mirella-nl', 'addToBasket', { input: { ...article, quantity: 1, locale: 'nl-NL' } }, jar);
    const refused = await call(
      'mirella-nl',
      'setCheckoutAddresses',
      { input: { email: 'anne@example.nl', billingAddress: address, locale: 'nl-NL' } },
      jar,
    );
    const messages = Object.fromEntries(
      (refused.error.extensions.fieldErrors as { field: string; message: string }[]).map((e) => [
        e.field,
        e.message,
      ]),
    );
    expect(messages).toMatchObject({
      firstName: 'Voornaam is een verplicht veld',
      zipCode: 'Vul een geldige postcode in (1012 AB)',
    });
    const accepted = await call(
      'mirella-nl',
      'setCheckoutAddresses',
      {
        input: {
          email: 'anne@example.nl',
          billingAddress: { ...address, firstName: 'Anne', zipCode: '1016 DZ' },
          locale: 'nl-NL',
        },
      },
      jar,
    );
    expect(accepted.error).toBeUndefined();
    // the address is one in the shop's country
    expect(accepted.data!.billingAddress.country).toBe('NL');
  });
});
