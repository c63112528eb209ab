import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persisted from '@/graphql/generated/persisted-operations.json';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { createShopYoga } from '@/server/graphql/yoga';
import { testDatabases } from '../support/test-databases';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL answers in tests
type Rows<T> = { rows: T[] };

const ADDRESS = {
  salutation: 'f',
  firstName: 'Anna',
  lastName: 'Muster',
  street: 'Herrengasse',
  houseNumber: '5',
  zipCode: '8010',
  city: 'Graz',
};

describe.each(testDatabases())('contact, catalogue, newsletter and opt-out API on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let yoga: ReturnType<typeof createShopYoga>;
  let counter = 0;
  const newEmail = () => `nl.${Date.now()}.${++counter}@example.at`;
  const exec = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as Rows<T>).rows;
  const call = async (name: keyof typeof persisted, variables: Json, cookie?: string) => {
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query: persisted[name].query, variables }),
    });
    const body = (await res.json()) as Json;
    return {
      data: body.data ? (Object.values(body.data)[0] as Json) : null,
      error: body.errors?.[0],
      cookie: res.headers.get('set-cookie')?.split(';')[0] ?? cookie,
    };
  };
  const mails = (to: string, kind: string) =>
    exec<{ text_body: string; subject: string }>(
      sql`select text_body, subject from outbox_mails where to_address = ${to} and kind = ${kind} order by created_at`,
    );

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 60);
    yoga = createShopYoga(async () => handle.db);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('stores a contact message, mails service and confirms to the sender', async () => {
    const empty = await call('submitContactForm', {
      input: { reason: '', customerNumber: '12345', email: '', message: '', locale: 'de-AT' },
    });
    expect(empty.error.extensions.code).toBe('FORM_INPUT_INVALID');
    expect(empty.error.message).toBe('Bitte füllen Sie alle Pflichtfelder aus.');
    expect(empty.error.extensions.fieldErrors).toEqual([
      { field: 'reason', message: 'Dies ist ein Pflichtfeld' },
      { field: 'customerNumber', message: 'Die Kundennummer besteht aus 6 - 8 Zahlen.' },
      { field: 'email', message: 'Dies ist ein Pflichtfeld' },
      { field: 'message', message: 'Dies ist ein Pflichtfeld' },
    ]);
    const nine = await call('submitContactForm', {
      input: {
        reason: 'order',
        customerNumber: '123456789',
        email: 'a@example.at',
        message: 'x',
        locale: 'de-AT',
      },
    });
    expect(nine.error.extensions.fieldErrors).toEqual([
      { field: 'customerNumber', message: 'Die Kundennummer besteht aus 6 - 8 Zahlen.' },
    ]);

    const email = newEmail();
    const sent = await call('submitContactForm', {
      input: {
        reason: 'return',
        customerNumber: '1234567',
        email,
        message: 'Wo bleibt meine Gutschrift?',
        locale: 'de-AT',
      },
    });
    expect(sent.data).toBe(true);
    const [stored] = await exec<{ reason: string; customer_number: string }>(
      sql`select reason, customer_number from contact_messages where email = ${email}`,
    );
    expect(stored).toEqual({ reason: 'return', customer_number: '1234567' });
    expect((await mails('service@lindgard.at', 'contactService')).at(-1)!.text_body).toContain(
      'Wo bleibt meine Gutschrift?',
    );
    expect((await mails(email, 'contactConfirmation'))[0]!.text_body).toContain('„Rücksendung“');
  });

  it('orders catalogues with the address rules and at least one catalogue', async () => {
    const none = await call('orderCatalogue', {
      input: { address: ADDRESS, catalogues: [], locale: 'de-AT' },
    });
    expect(none.error.extensions.fieldErrors).toEqual([
      { field: 'catalogues', message: 'Bitte wählen Sie mindestens einen Katalog aus' },
    ]);
    const bad = await call('orderCatalogue', {
      input: { address: { ...ADDRESS, zipCode: '12', firstName: '' }, catalogues: ['home'], locale: 'de-AT' },
    });
    expect(bad.error.extensions.fieldErrors).toEqual([
      { field: 'firstName', message: 'Vorname ist ein Pflichtfeld' },
      { field: 'zipCode', message: 'Bitte geben Sie min 3 Zeichen ein' },
    ]);
    const email = newEmail();
    const ok = await call('orderCatalogue', {
      input: { address: ADDRESS, email, catalogues: ['fashion', 'home'], locale: 'de-AT' },
    });
    expect(ok.data).toBe(true);
    expect((await mails(email, 'catalogueOrder'))[0]!.text_body).toContain('Modekatalog, Wohnkatalog');
  });

  it('refuses subscribers under 18; the 10 % code comes only after confirmation and works exactly once', async () => {
    const young = await call('subscribeNewsletter', {
      input: { email: newEmail(), birthDate: '2015-05-05', locale: 'de-AT' },
    });
    expect(young.error.extensions.fieldErrors).toEqual([
      { field: 'birthDate', message: 'Die Anmeldung zum Newsletter ist erst ab 18 Jahren möglich.' },
    ]);
    const noMail = await call('subscribeNewsletter', {
      input: { email: '', birthDate: '1990-01-01', locale: 'de-AT' },
    });
    expect(noMail.error.extensions.fieldErrors).toEqual([
      { field: 'email', message: 'Bitte geben Sie eine E-Mail-Adresse ein' },
    ]);

    // names go into the mail's greeting: the address rules apply on the server (issue 20, item 19)
    for (const firstName of ['<script>', 'R2D2']) {
      const refused = await call('subscribeNewsletter', {
        input: { email: newEmail(), firstName, birthDate: '1990-01-01', locale: 'de-AT' },
      });
      expect(refused.error.extensions.code).toBe('FORM_INPUT_INVALID');
      expect(refused.error.extensions.fieldErrors.map((e: { field: string }) => e.field)).toEqual([
        'firstName',
      ]);
    }
    // a control character (NUL) is refused by the API's input guard before any use case
    const nul = await call('subscribeNewsletter', {
      input: { email: newEmail(), firstName: 'An\u0000na', birthDate: '1990-01-01', locale: 'de-AT' },
    });
    expect(nul.error.extensions.code).toBe('BAD_USER_INPUT');

    const email = newEmail();
    expect(
      (
        await call('subscribeNewsletter', {
          input: { email, firstName: 'Nora', birthDate: '1990-01-01', locale: 'de-AT' },
        })
      ).data,
    ).toBe(true);
    expect(await mails(email, 'newsletterCode')).toEqual([]);
    const token = /\/newsletter\/activate\?token=([A-Za-z0-9_-]{43})/.exec(
      (await mails(email, 'newsletterDoi'))[0]!.text_body,
    )![1]!;
    expect((await call('activateNewsletter', { input: { token, locale: 'de-AT' } })).data).toBe('activated');
    expect((await call('activateNewsletter', { input: { token, locale: 'de-AT' } })).data).toBe(
      'alreadyConfirmed',
    );
    expect(
      (await call('activateNewsletter', { input: { token: 'x'.repeat(43), locale: 'de-AT' } })).data,
    ).toBe('invalid');
    const codeMails = await mails(email, 'newsletterCode');
    expect(codeMails).toHaveLength(1);
    const code = /\b(NL[A-Z0-9]{8})\b/.exec(codeMails[0]!.text_body)![1]!;

    // a second subscription of the same address sends no second code
    await call('subscribeNewsletter', { input: { email, birthDate: '1990-01-01', locale: 'de-AT' } });
    expect(await mails(email, 'newsletterDoi')).toHaveLength(1);

    // the code at checkout: once
    const [article] = await exec<{ product_id: string; variant_id: string }>(sql`
      select v.dimension_id as product_id, v.id as variant_id from variants v
        join dimensions d on d.id = v.dimension_id and d.promotion = v.promotion and d.is_default_promotion
       where v.stock >= 10 and v.availability_state = 'available' and v.price_cents >= 2000
       order by v.dimension_id, v.id limit 1`);
    const order = async () => {
      const added = await call('addToBasket', {
        input: {
          productId: article!.product_id,
          variantId: article!.variant_id,
          quantity: 1,
          locale: 'de-AT',
        },
      });
      const cookie = added.cookie!;
      await call(
        'setCheckoutAddresses',
        { input: { email: 'nora@example.at', billingAddress: ADDRESS, locale: 'de-AT' } },
        cookie,
      );
      await call('setCheckoutPayment', { input: { paymentMethod: 'invoice', locale: 'de-AT' } }, cookie);
      const redeemed = await call('redeemVoucher', { input: { code, locale: 'de-AT' } }, cookie);
      return { cookie, redeemed };
    };
    const first = await order();
    expect(first.redeemed.error).toBeUndefined();
    const placed = await call(
      'placeOrder',
      { input: { idempotencyKey: `nl-code-${Date.now()}`, locale: 'de-AT' } },
      first.cookie,
    );
    expect(placed.error).toBeUndefined();
    expect(placed.data!.totals.lines.map((l: Json) => l.kind)).toContain('voucher');
    const second = await order();
    expect(second.redeemed.error.extensions.code).toBe('VOUCHER_USED_UP');

    expect((await call('unsubscribeNewsletter', { input: { email, locale: 'de-AT' } })).data).toBe(true);
    const [row] = await exec<{ status: string }>(
      sql`select status from newsletter_subscriptions where email = ${email}`,
    );
    expect(row!.status).toBe('unsubscribed');
  });

  it('records an objection to tracking once per provider and browser', async () => {
    const visitorId = 'abcdefghijklmnopqrstu';
    const input = { provider: 'analytics', visitorId, locale: 'de-AT' };
    expect((await call('optOut', { input })).data).toBe('success');
    expect((await call('optOut', { input })).data).toBe('exists');
    expect((await call('optOut', { input: { ...input, provider: 'nope' } })).data).toBe(
      'nonExistentProvider',
    );
    expect((await call('optOut', { input: { ...input, visitorId: 'short' } })).error.extensions.code).toBe(
      'BAD_USER_INPUT',
    );
  });
});
