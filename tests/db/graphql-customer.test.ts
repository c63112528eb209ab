import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persisted from '@/graphql/generated/persisted-operations.json';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { createShopYoga } from '@/server/graphql/yoga';
import { clientHeaders } from '../support/client-headers';
import { Jar } from '../support/cookie-jar';
import { testDatabases } from '../support/test-databases';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL answers in tests
type Rows<T> = { rows: T[] };

const REGISTRATION = {
  salutation: 'f',
  firstName: 'Anna',
  lastName: 'Muster',
  password: 'sommer-2026',
  birthDate: '1990-04-12',
  locale: 'de-AT',
};

describe.each(testDatabases())('customer login API on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let yoga: ReturnType<typeof createShopYoga>;
  let mailCounter = 0;
  const newEmail = () => `anna.${Date.now()}.${++mailCounter}@example.at`;
  const exec = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as Rows<T>).rows;

  let clientCounter = 0;
  const call = async (
    name: keyof typeof persisted,
    variables: Json,
    jar?: Jar,
    headers: Record<string, string> = {},
  ) => {
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // every call a client of its own unless the test names one: the mail limits are per client
        ...clientHeaders(
          headers.client ?? `10.0.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`,
        ),
        // a jar stands for a browser, which sends its Origin; without one, a native client
        ...(jar ? { origin: 'http://localhost' } : {}),
        ...(jar && jar.cookies.size > 0 ? { cookie: jar.header() } : {}),
        ...Object.fromEntries(Object.entries(headers).filter(([k]) => k !== 'client')),
      },
      body: JSON.stringify({ query: persisted[name].query, variables }),
    });
    jar?.take(res);
    const body = (await res.json()) as Json;
    return { data: body.data ? (Object.values(body.data)[0] as Json) : null, error: body.errors?.[0] };
  };
  const register = (email: string, jar = new Jar(), extra: Json = {}) =>
    call('register', { input: { ...REGISTRATION, email, ...extra } }, jar);
  const login = (identifier: string, password: string, jar = new Jar(), ip = '10.0.0.1') =>
    call('login', { input: { identifier, password, locale: 'de-AT' } }, jar, { client: ip });
  const lastMail = async (to: string, kind: string) =>
    (
      await exec<{ text_body: string; subject: string }>(
        sql`select text_body, subject from outbox_mails where to_address = ${to} and kind = ${kind}
             order by created_at desc limit 1`,
      )
    )[0];

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 60);
    yoga = createShopYoga(async () => handle.db);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('registers, logs in at once, and tells the customer number by mail', async () => {
    const email = newEmail();
    const jar = new Jar();
    const res = await register(email.toUpperCase(), jar);
    expect(res.error).toBeUndefined();
    expect(res.data!.token).toBeNull(); // browsers keep the token in the HttpOnly cookie only
    expect(res.data!.customer).toMatchObject({
      email,
      firstName: 'Anna',
      birthDate: '1990-04-12',
      emailVerificationState: 'notVerified',
    });
    expect(res.data!.customer.customerNumber).toMatch(/^\d{7}$/);
    expect(jar.cookies.get('shop_auth')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await call('customer', { locale: 'de-AT' }, jar);
    expect(me.data!.email).toBe(email);
    const welcome = await lastMail(email, 'welcome');
    expect(welcome!.text_body).toContain(res.data!.customer.customerNumber);
    // only the token's hash is stored
    const stored = await exec<{ n: number }>(
      sql`select count(*)::int as n from auth_sessions where token_hash = ${jar.cookies.get('shop_auth')!}`,
    );
    expect(stored[0]!.n).toBe(0);
  });

  it('refuses a broken registration field by field, with the spec texts', async () => {
    const res = await call('register', {
      input: {
        salutation: '',
        firstName: '',
        lastName: 'Muster',
        email: 'anna@',
        password: 'kurz',
        locale: 'de-AT',
      },
    });
    expect(res.error.extensions.code).toBe('ACCOUNT_INPUT_INVALID');
    expect(res.error.message).toBe('Bitte füllen Sie alle Pflichtfelder aus.');
    expect(res.error.extensions.fieldErrors).toEqual([
      { field: 'salutation', message: 'Bitte wählen Sie eine Anrede aus' },
      { field: 'firstName', message: 'Vorname ist ein Pflichtfeld' },
      { field: 'email', message: 'Bitte überprüfen Sie Ihre E-Mail-Adresse' },
      { field: 'password', message: 'Das Passwort muss mindestens 8 Zeichen lang sein.' },
    ]);
    const email = newEmail();
    await register(email);
    const again = await register(email);
    expect(again.error.extensions.code).toBe('EMAIL_ALREADY_REGISTERED');
  });

  it('does not count registrations of a registered address against its mail allowance', async () => {
    const email = newEmail();
    await register(email);
    // more attempts than the mailbox's hourly allowance, each from a client of its own
    for (let attempt = 0; attempt < 6; attempt++)
      expect((await register(email)).error.extensions.code).toBe('EMAIL_ALREADY_REGISTERED');
  });

  it('logs in by e-mail and by customer number, each time with a new token; logout ends it', async () => {
    const email = newEmail();
    const number = (await register(email)).data!.customer.customerNumber as string;
    const first = new Jar();
    expect((await login(email, REGISTRATION.password, first)).error).toBeUndefined();
    const second = new Jar();
    expect((await login(number, REGISTRATION.password, second)).error).toBeUndefined();
    expect(first.cookies.get('shop_auth')).not.toBe(second.cookies.get('shop_auth'));
    expect((await call('customer', { locale: 'de-AT' }, second)).data!.customerNumber).toBe(number);

    expect((await call('logout', { locale: 'de-AT' }, second)).data).toBe(true);
    expect(second.cookies.has('shop_auth')).toBe(false);
    const token = first.cookies.get('shop_auth')!;
    const stale = new Jar();
    stale.cookies.set('shop_auth', second.cookies.get('shop_auth') ?? token);
    await call('logout', { locale: 'de-AT' }, first);
    const after = await call('customer', { locale: 'de-AT' }, stale);
    expect(after.error.extensions.code).toBe('UNAUTHENTICATED');
    expect(after.error.message).toBe('Bitte melden Sie sich an.');
  });

  it('accepts the token as a Bearer header for clients without an Origin, and refuses unknown ones', async () => {
    const email = newEmail();
    await register(email);
    const res = await call('login', {
      input: { identifier: email, password: REGISTRATION.password, locale: 'de-AT' },
    });
    const token = res.data!.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await call('customer', { locale: 'de-AT' }, undefined, { authorization: `Bearer ${token}` });
    expect(me.data!.email).toBe(email);
    const wrong = await call('customer', { locale: 'de-AT' }, undefined, {
      authorization: `Bearer ${token.slice(1)}x`,
    });
    expect(wrong.error.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers a wrong password and an unknown account alike, refuses 5- and 9-digit numbers', async () => {
    const email = newEmail();
    await register(email);
    const wrong = await login(email, 'falsch-falsch', new Jar(), '10.0.1.1');
    const unknown = await login('nobody@example.at', 'falsch-falsch', new Jar(), '10.0.1.1');
    expect(wrong.error.extensions.code).toBe('LOGIN_FAILED');
    expect(unknown.error.message).toBe(wrong.error.message);
    // the lock after five failures from unknown devices tells no known account from an unknown one
    const known = newEmail();
    await register(known);
    for (const identifier of [known, 'nobody.here@example.at']) {
      const codes = [];
      for (let i = 0; i < 6; i++)
        codes.push(
          (await login(identifier, 'falsch-falsch', new Jar(), `10.0.2.${i}`)).error.extensions.code,
        );
      expect(codes, identifier).toEqual([...Array(5).fill('LOGIN_FAILED'), 'LOGIN_THROTTLED']);
    }
    for (const number of ['12345', '123456789']) {
      const res = await login(number, 'x', new Jar(), '10.0.1.1');
      expect(res.error.extensions.code).toBe('CUSTOMER_NUMBER_INVALID');
      expect(res.error.message).toBe('Die Kundennummer besteht aus 6 - 8 Zahlen.');
    }
  });

  it('throttles guesses, not the owner: 5 failures lock unknown devices out for a minute, a known device still logs in', async () => {
    const email = newEmail();
    const owner = new Jar();
    await register(email);
    expect((await login(email, REGISTRATION.password, owner, '10.1.9.9')).error).toBeUndefined();
    for (let i = 0; i < 5; i++)
      expect((await login(email, 'falsch-falsch', new Jar(), `10.1.0.${i}`)).error.extensions.code).toBe(
        'LOGIN_FAILED',
      );
    const locked = await login(email, REGISTRATION.password, new Jar(), '10.1.1.1');
    expect(locked.error.extensions.code).toBe('LOGIN_THROTTLED');
    expect(locked.error.message).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 1 Minute erneut oder setzen Sie Ihr Passwort zurück.',
    );
    // the owner's browser carries the device cookie of its earlier login
    expect((await login(email, REGISTRATION.password, owner, '10.1.9.9')).error).toBeUndefined();
    // the next lock of the account is twice as long
    await exec(sql`update login_throttle set locked_until = now() - interval '1 second'
      where subject like 'account:%'`);
    for (let i = 0; i < 5; i++) await login(email, 'falsch-falsch', new Jar(), `10.1.2.${i}`);
    expect((await login(email, REGISTRATION.password, new Jar(), '10.1.3.1')).error.message).toMatch(
      /in 2 Minuten erneut/,
    );
  });

  it('counts concurrent guesses before checking them: a burst of 60 gets 5 checks', async () => {
    const email = newEmail();
    await register(email);
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(email, `wrong-${i}-pw`, new Jar(), `10.3.${i}.1`)),
    );
    const codes = burst.map((r) => r.error.extensions.code);
    expect(codes.filter((c) => c === 'LOGIN_FAILED')).toHaveLength(5);
    expect(codes.filter((c) => c === 'LOGIN_THROTTLED')).toHaveLength(55);
  });

  it('locks an address after 20 failures over any accounts, and not its neighbours; a client cannot name its address', async () => {
    for (let i = 0; i < 20; i++) await login(`guess${i}@example.at`, 'x-x-x-x-x', new Jar(), '10.2.0.1');
    const other = newEmail();
    await register(other);
    expect((await login(other, REGISTRATION.password, new Jar(), '10.2.0.1')).error.extensions.code).toBe(
      'LOGIN_THROTTLED',
    );
    expect((await login(other, REGISTRATION.password, new Jar(), '10.2.0.2')).error).toBeUndefined();
    // X-Forwarded-For or a forged address header without the server's proof counts for nothing
    const forged = await call(
      'login',
      { input: { identifier: other, password: 'x-x-x-x-x', locale: 'de-AT' } },
      new Jar(),
      {
        'x-forwarded-for': '10.9.9.9',
        'x-shop-client-address': '10.9.9.9',
        'x-shop-client-proof': 'guess',
      },
    );
    expect(forged.error.extensions.code).toBe('LOGIN_FAILED');
    expect(await exec(sql`select subject from login_throttle where subject like '%10.9.9.9%'`)).toEqual([]);
  });

  it('unlocks the account by a password reset', async () => {
    const email = newEmail();
    await register(email);
    for (let i = 0; i < 6; i++) await login(email, 'falsch-falsch', new Jar(), `10.4.0.${i}`);
    expect((await login(email, REGISTRATION.password, new Jar(), '10.4.1.1')).error.extensions.code).toBe(
      'LOGIN_THROTTLED',
    );
    await call('requestPasswordReset', { input: { identifier: email, locale: 'de-AT' } });
    const token = /token=([A-Za-z0-9_-]{43})/.exec((await lastMail(email, 'passwordReset'))!.text_body)![1]!;
    expect(
      (await call('resetPassword', { input: { token, password: 'Neu-Passwort-1', locale: 'de-AT' } })).error,
    ).toBeUndefined();
    expect((await login(email, 'Neu-Passwort-1', new Jar(), '10.4.1.1')).error).toBeUndefined();
  });

  it('resets the password through the mailed single-use link and ends every login', async () => {
    const email = newEmail();
    const session = new Jar();
    await register(email, session);
    expect((await call('requestPasswordReset', { input: { identifier: email, locale: 'de-AT' } })).data).toBe(
      true,
    );
    expect(
      (await call('requestPasswordReset', { input: { identifier: 'nobody@example.at', locale: 'de-AT' } }))
        .data,
    ).toBe(true);
    const mail = await lastMail(email, 'passwordReset');
    const token = /\/customer\/password-reset\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text_body)![1]!;

    const short = await call('resetPassword', { input: { token, password: 'kurz', locale: 'de-AT' } });
    expect(short.error.extensions.code).toBe('ACCOUNT_INPUT_INVALID');
    const done = await call('resetPassword', { input: { token, password: 'winter-2026', locale: 'de-AT' } });
    expect(done.data).toBe(true);
    const again = await call('resetPassword', { input: { token, password: 'herbst-2026', locale: 'de-AT' } });
    expect(again.error.extensions.code).toBe('PASSWORD_RESET_INVALID');
    expect(again.error.message).toBe(
      'Bitte klicken Sie erneut auf den Link in der E-Mail oder fordern Sie eine neue E-Mail an.',
    );

    expect((await call('customer', { locale: 'de-AT' }, session)).error.extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await login(email, REGISTRATION.password)).error.extensions.code).toBe('LOGIN_FAILED');
    const fresh = await login(email, 'winter-2026');
    expect(fresh.data!.customer.emailVerificationState).toBe('verified');
  });

  it('sends at most 3 verification mails an hour, however often a spent link is opened', async () => {
    const email = newEmail();
    const jar = new Jar();
    await register(email, jar);
    await call('requestEmailVerification', { locale: 'de-AT' }, jar);
    const token = /\/email\/verify\?token=([A-Za-z0-9_-]{43})/.exec(
      (await lastMail(email, 'emailVerification'))!.text_body,
    )![1]!;
    await exec(sql`update mail_tokens set expires_at = now() - interval '1 minute' where email = ${email}`);
    // two fresh links for the spent one; then the newest link is on its way (pending), no mail
    const outcomes = [];
    for (let i = 0; i < 6; i++)
      outcomes.push((await call('verifyEmail', { input: { token, locale: 'de-AT' } })).data);
    expect(outcomes).toEqual(['invalid', 'invalid', 'pending', 'pending', 'pending', 'pending']);
    const sent = await exec<{ n: number }>(
      sql`select count(*)::int as n from outbox_mails where to_address = ${email} and kind = 'emailVerification'`,
    );
    expect(sent[0]!.n).toBe(3);
  });

  it('verifies the e-mail address through its link; a spent link sends a new one', async () => {
    const email = newEmail();
    const jar = new Jar();
    await register(email, jar);
    const requested = await call('requestEmailVerification', { locale: 'de-AT' }, jar);
    expect(requested.data).toMatchObject({
      outcome: 'sendingSuccess',
      customer: { emailVerificationState: 'pending' },
    });
    const token = /\/email\/verify\?token=([A-Za-z0-9_-]{43})/.exec(
      (await lastMail(email, 'emailVerification'))!.text_body,
    )![1]!;
    expect((await call('verifyEmail', { input: { token, locale: 'de-AT' } })).data).toBe('success');
    expect((await call('customer', { locale: 'de-AT' }, jar)).data!.emailVerificationState).toBe('verified');
    expect((await call('verifyEmail', { input: { token: 'x'.repeat(43), locale: 'de-AT' } })).data).toBe(
      'error',
    );
    expect((await call('requestEmailVerification', { locale: 'de-AT' })).error.extensions.code).toBe(
      'UNAUTHENTICATED',
    );

    // an address mails bounce from: no mail, the customer is sent to customer service
    const bounced = newEmail();
    const bouncedJar = new Jar();
    await register(bounced, bouncedJar);
    await exec(sql`update customers set email_verification = 'withdrawn' where email = ${bounced}`);
    const withdrawn = await call('requestEmailVerification', { locale: 'de-AT' }, bouncedJar);
    expect(withdrawn.data!.outcome).toBe('withdrawn');
    expect(await lastMail(bounced, 'emailVerification')).toBeUndefined();
  });

  it('keeps the merged basket within the article limit of 20 pieces over its sizes', async () => {
    const email = newEmail();
    const owner = new Jar();
    await register(email, owner);
    const sizes = await exec<{ product_id: string; variant_id: string }>(sql`
      select v.dimension_id as product_id, v.id as variant_id from variants v
        join dimensions d on d.id = v.dimension_id and d.promotion = v.promotion and d.is_default_promotion
        join products p on p.id = d.id join styles s on s.master_key = p.master_key
       where v.dimension_id = (
         select v2.dimension_id from variants v2 join dimensions d2 on d2.id = v2.dimension_id
           and d2.promotion = v2.promotion and d2.is_default_promotion
           join products p2 on p2.id = d2.id join styles s2 on s2.master_key = p2.master_key
          where v2.stock >= 15 and v2.availability_state = 'available' and not s2.is_free_gift
            and s2.quantity_limit is null
          group by v2.dimension_id having count(*) >= 2 order by v2.dimension_id limit 1)
         and v.stock >= 15 and v.availability_state = 'available'
       order by v.id limit 2`);
    const add = (jar: Jar, size: number, quantity: number) =>
      call(
        'addToBasket',
        {
          input: {
            productId: sizes[size]!.product_id,
            variantId: sizes[size]!.variant_id,
            quantity,
            locale: 'de-AT',
          },
        },
        jar,
      );
    expect((await add(owner, 0, 15)).error).toBeUndefined();
    await call('logout', { locale: 'de-AT' }, owner);
    const anonymous = new Jar();
    expect((await add(anonymous, 1, 15)).error).toBeUndefined();
    await login(email, REGISTRATION.password, anonymous);
    const basket = await call('basket', { locale: 'de-AT' }, anonymous);
    expect(basket.data!.itemCount).toBe(20);
    expect(basket.data!.items.map((i: { quantity: number }) => i.quantity)).toEqual([15, 5]);
  });

  it("moves the anonymous wishlist and basket into the customer's on login", async () => {
    const email = newEmail();
    const owner = new Jar();
    await register(email, owner);
    const [article] = await exec<{ product_id: string; variant_id: string }>(sql`
      select v.dimension_id as product_id, v.id as variant_id from variants v
        join dimensions d on d.id = v.dimension_id and d.promotion = v.promotion and d.is_default_promotion
        join products p on p.id = d.id join styles s on s.master_key = p.master_key
       where v.stock >= 10 and v.availability_state = 'available' and not s.is_free_gift order by v.dimension_id, v.id limit 1`);
    const add = (jar: Jar, quantity: number) =>
      call(
        'addToBasket',
        {
          input: {
            productId: article!.product_id,
            variantId: article!.variant_id,
            quantity,
            locale: 'de-AT',
          },
        },
        jar,
      );
    expect((await add(owner, 2)).error).toBeUndefined();
    await call('logout', { locale: 'de-AT' }, owner);

    const anonymous = new Jar();
    expect((await add(anonymous, 1)).error).toBeUndefined();
    const saved = await call(
      'addWishlistItem',
      { input: { productId: article!.product_id, locale: 'de-AT', isTargetingAllowed: false } },
      anonymous,
    );
    expect(saved.error).toBeUndefined();
    expect(anonymous.cookies.has('shop_session')).toBe(true);
    await login(email, REGISTRATION.password, anonymous);
    expect(anonymous.cookies.has('shop_session')).toBe(false);
    expect(anonymous.cookies.get('shop_basket_count')).toBe('3');
    const basket = await call('basket', { locale: 'de-AT' }, anonymous);
    expect(basket.data!.items).toHaveLength(1);
    expect(basket.data!.items[0].quantity).toBe(3);
    const wishlist = await call('wishlist', { locale: 'de-AT' }, anonymous);
    expect(JSON.stringify(wishlist.data)).toContain(article!.product_id);

    // the customer's basket follows them to another device; logging out shows none
    const phone = new Jar();
    await login(email, REGISTRATION.password, phone);
    expect((await call('basket', { locale: 'de-AT' }, phone)).data!.itemCount).toBe(3);
    await call('logout', { locale: 'de-AT' }, phone);
    expect((await call('basket', { locale: 'de-AT' }, phone)).data!.itemCount).toBe(0);
  });

  it('keeps one free gift when both baskets hold one', async () => {
    const email = newEmail();
    const owner = new Jar();
    await register(email, owner);
    const gifts = await exec<{ product_id: string; variant_id: string; promotion: string }>(sql`
      select v.dimension_id as product_id, v.id as variant_id, v.promotion from variants v
        join dimensions d on d.id = v.dimension_id and d.promotion = v.promotion and d.is_default_promotion
       order by v.dimension_id desc, v.id limit 2`);
    await exec(sql`update styles set is_free_gift = true where master_key in
      (select master_key from products where id in (${gifts[0]!.product_id}, ${gifts[1]!.product_id}))`);
    const [customer] = await exec<{ shopper_id: string }>(
      sql`select shopper_id from customers where email = ${email}`,
    );
    const anonymous = new Jar();
    await call(
      'addWishlistItem',
      { input: { productId: gifts[0]!.product_id, locale: 'de-AT', isTargetingAllowed: false } },
      anonymous,
    );
    const [anon] = await exec<{ id: string }>(
      sql`select id from shopper_sessions order by created_at desc limit 1`,
    );
    const put = (session: string, gift: (typeof gifts)[number], minutesAgo: number) =>
      exec(sql`insert into basket_items (session_id, product_id, variant_id, promotion, quantity, added_at)
               values (${session}, ${gift.product_id}, ${gift.variant_id}, ${gift.promotion}, 1,
                       now() - make_interval(mins => ${minutesAgo}))`);
    await put(customer!.shopper_id, gifts[0]!, 10);
    await put(anon!.id, gifts[1]!, 1);
    await login(email, REGISTRATION.password, anonymous);
    const lines = await exec<{ product_id: string }>(
      sql`select product_id from basket_items where session_id = ${customer!.shopper_id}`,
    );
    expect(lines.map((l) => l.product_id)).toEqual([gifts[0]!.product_id]);
    await exec(sql`update styles set is_free_gift = false where master_key in
      (select master_key from products where id in (${gifts[0]!.product_id}, ${gifts[1]!.product_id}))`);
  });
});
