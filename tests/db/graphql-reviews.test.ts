import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persisted from '@/graphql/generated/persisted-operations.json';
import { SHOPS } from '@/lib/shop/shops';
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
const REVIEW = {
  rating: 4,
  title: 'Sitzt wunderbar',
  reviewtext: 'Der Stoff ist weich und die Größe passt genau. Gerne wieder!',
  usernickname: 'Anna aus Graz',
  isrecommended: true,
  contactConsent: false,
};

describe.each(testDatabases())('reviews API on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let yoga: ReturnType<typeof createShopYoga>;
  let clientCounter = 0;
  const exec = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as Rows<T>).rows;
  const call = async (name: keyof typeof persisted, variables: Json, jar?: Jar) => {
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...clientHeaders(`10.1.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`),
        ...(jar ? { origin: 'http://localhost' } : {}),
        ...(jar && jar.cookies.size > 0 ? { cookie: jar.header() } : {}),
      },
      body: JSON.stringify({ query: persisted[name].query, variables }),
    });
    jar?.take(res);
    const body = (await res.json()) as Json;
    return { data: body.data ? (Object.values(body.data)[0] as Json) : null, error: body.errors?.[0] };
  };
  const customer = async () => {
    const jar = new Jar();
    const email = `rezension.${Date.now()}.${++clientCounter}@example.at`;
    const res = await call('register', { input: { ...REGISTRATION, email } }, jar);
    return {
      jar,
      id: (await exec<{ id: string }>(sql`select id from customers where email = ${email}`))[0]!.id,
      res,
    };
  };
  /** a style without reviews in lindgard-at, with two colours when there is one */
  const unreviewed = async () =>
    (
      await exec<{
        ids: string[];
        master_key: string;
      }>(sql`select s.master_key, array_agg(p.id order by p.id) as ids
        from styles s join products p on p.master_key = s.master_key
       where not s.is_free_gift
         and s.product_type in ('dress', 'blouse', 'shirt', 'top', 'tshirt', 'trousers', 'jeans', 'skirt', 'sweater', 'jacket', 'coat', 'cardigan')
         and not exists (select 1 from reviews r where r.master_key = s.master_key and r.shop_code = 'lindgard-at')
       group by s.master_key order by count(*) desc, s.master_key limit 1`)
    )[0]!;
  const display = (productId: string, extra: Json = {}) =>
    call('reviewDisplay', { input: { productId, locale: 'de-AT', pageSize: 50, ...extra } });

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 120);
    yoga = createShopYoga(async () => handle.db);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('seeds reviews whose statistics equal the published reviews, in every German shop and none elsewhere', async () => {
    const mismatches = await exec<{ shop_code: string; master_key: string }>(sql`
      with truth as (
        select shop_code, master_key, count(*)::int as n, sum(rating)::int as total,
               round(sum(rating) * 10.0 / count(*))::int as tenths
          from reviews where status = 'published' group by shop_code, master_key)
      select coalesce(t.shop_code, s.shop_code) as shop_code, coalesce(t.master_key, s.master_key) as master_key
        from truth t full join review_statistics s on s.shop_code = t.shop_code and s.master_key = t.master_key
       where t.n is distinct from s.review_count or t.total is distinct from s.rating_sum
          or t.tenths is distinct from s.rating_tenths`);
    expect(mismatches).toEqual([]);
    const shops = await exec<{ shop_code: string }>(sql`select distinct shop_code from reviews order by 1`);
    expect(shops.map((s) => s.shop_code)).toContain('lindgard-at');
    const otherLanguages = SHOPS.filter((shop) => !shop.locale.startsWith('de-')).map((shop) => shop.code);
    expect(otherLanguages.length).toBeGreaterThan(0);
    expect(shops.filter((s) => otherLanguages.includes(s.shop_code))).toEqual([]);
    const held = await exec<{ n: number }>(sql`select count(*)::int as n from reviews where status = 'held'`);
    expect(held[0]!.n).toBeGreaterThan(0);
  });

  it('answers the statistics, and the rating of the product API equals them', async () => {
    const [row] = await exec<{
      id: string;
      review_count: number;
      rating_tenths: number;
      distribution: number[];
    }>(sql`
      select p.id, s.review_count, s.rating_tenths, s.distribution from review_statistics s
        join products p on p.master_key = s.master_key
       where s.shop_code = 'lindgard-at' order by s.review_count desc, p.id limit 1`);
    const stats = await call('reviewStatistics', { productId: row!.id, locale: 'de-AT' });
    expect(stats.error).toBeUndefined();
    expect(stats.data).toMatchObject({
      totalReviewCount: row!.review_count,
      averageRating: row!.rating_tenths / 10,
      maxAmountOfStars: 5,
      noRatingsMessage: null,
    });
    expect(stats.data!.ratingDistribution).toEqual(
      [5, 4, 3, 2, 1].map((rating) => ({ rating, count: row!.distribution[rating - 1] })),
    );
    expect(stats.data!.attributeRatingsAverage.length).toBeGreaterThan(0);
    const product = await call('productById', { input: { id: row!.id, locale: 'de-AT' } });
    expect(product.data).toMatchObject({ rating: row!.rating_tenths / 10, ratingCount: row!.review_count });
  });

  it('sorts by each of the four options as named and filters by stars, with the spec texts when empty', async () => {
    const [row] = await exec<{ id: string }>(sql`select p.id from review_statistics s
        join products p on p.master_key = s.master_key
       where s.shop_code = 'lindgard-at' and s.review_count >= 6 order by p.id limit 1`);
    const id = row!.id;
    const newest = (await display(id, { sort: 'NEWEST' })).data!.reviews as Json[];
    expect(newest.map((r) => r.createdAt)).toEqual([...newest.map((r) => r.createdAt)].sort().reverse());
    const helpful = (await display(id, { sort: 'MOST_HELPFUL' })).data!.reviews as Json[];
    expect(helpful.map((r) => r.helpfulCount)).toEqual(
      helpful.map((r) => r.helpfulCount).sort((a, b) => b - a),
    );
    const asc = (await display(id, { sort: 'RATING_ASC' })).data!.reviews as Json[];
    expect(asc.map((r) => r.rating)).toEqual(asc.map((r) => r.rating).sort((a, b) => a - b));
    const desc = (await display(id, { sort: 'RATING_DESC' })).data!.reviews as Json[];
    expect(desc.map((r) => r.rating)).toEqual(desc.map((r) => r.rating).sort((a, b) => b - a));
    expect(new Set(asc.map((r) => r.id))).toEqual(new Set(newest.map((r) => r.id)));

    const five = await display(id, { rating: 5 });
    expect((five.data!.reviews as Json[]).every((r) => r.rating === 5)).toBe(true);
    const empty = await unreviewed();
    const none = await display(empty.ids[0]!, { rating: 1 });
    expect(none.data).toMatchObject({
      reviews: [],
      totalCount: 0,
      emptyMessage: 'Es sind keine Bewertungen mit 1 Sternen vorhanden.',
    });
    const all = await display(empty.ids[0]!);
    expect(all.data!.emptyMessage).toBe('Dieser Artikel wurde noch nicht bewertet.');
    expect(
      (await call('reviewStatistics', { productId: '000000', locale: 'de-AT' })).error.extensions.code,
    ).toBe('NOT_FOUND');
    expect((await display(id, { pageSize: 500 })).error.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('lets a customer write one review per product, marks a purchase as verified and counts it at once', async () => {
    const style = await unreviewed();
    const anonymous = await call(
      'reviewSubmit',
      { input: { ...REVIEW, productId: style.ids[0], locale: 'de-AT' } },
      new Jar(),
    );
    expect(anonymous.error.extensions.code).toBe('UNAUTHENTICATED');

    const { jar, id: customerId } = await customer();
    const invalid = await call(
      'reviewSubmit',
      { input: { ...REVIEW, rating: 6, title: '', productId: style.ids[0], locale: 'de-AT' } },
      jar,
    );
    expect(invalid.error.extensions.code).toBe('REVIEW_INPUT_INVALID');
    expect(invalid.error.extensions.fieldErrors).toEqual([
      { field: 'rating', message: 'Bitte vergeben Sie 1 bis 5 Sterne.' },
      { field: 'title', message: 'Dies ist ein Pflichtfeld' },
    ]);

    // the customer bought the product in this shop
    await handle.db
      .execute(sql`insert into orders (order_number, shop_code, customer_id, idempotency_key, email,
        billing_address, delivery_address, delivery_method, payment_method, total_lines, total_cents, currency)
      values ('T' || floor(random() * 1e7)::text, 'lindgard-at', ${customerId}, 'review-test', 'a@example.at',
        '{}'::jsonb, '{}'::jsonb, 'standard', 'invoice', '[]'::jsonb, 4999, 'EUR')`);
    await handle.db
      .execute(sql`insert into order_lines (order_id, position, product_id, variant_id, promotion,
        display_number, name, color, size, quantity, unit_price_cents, sale_reduction_cents, line_total_cents, forwarding_agent)
      select id, 1, ${style.ids[0]}, 'v', 'p', '1', 'Kleid', 'rot', '38', 1, 4999, 0, 4999, false
        from orders where customer_id = ${customerId}`);

    const written = await call(
      'reviewSubmit',
      {
        input: {
          ...REVIEW,
          productId: style.ids[0],
          locale: 'de-AT',
          attributeRatings: [
            { attributeKey: 'fit', value: 3 },
            { attributeKey: 'quality', value: 5 },
          ],
        },
      },
      jar,
    );
    expect(written.error).toBeUndefined();
    expect(written.data).toEqual({
      code: 'PRODUCT_RATED',
      message: 'Vielen Dank für Ihre Bewertung. Sie können dieses Fenster jetzt schließen.',
      status: 'PUBLISHED',
    });
    const shown = await display(style.ids.at(-1)!);
    expect(shown.data!.reviews).toMatchObject([
      {
        title: REVIEW.title,
        rating: 4,
        verifiedPurchase: true,
        usernickname: REVIEW.usernickname,
        isrecommended: true,
      },
    ]);
    expect(shown.data!.reviews[0].attributeRatings).toEqual([
      { attributeKey: 'fit', label: 'Passform', value: 3, valueRange: 5 },
      { attributeKey: 'quality', label: 'Qualität', value: 5, valueRange: 5 },
    ]);
    const stats = await call('reviewStatistics', { productId: style.ids[0], locale: 'de-AT' });
    expect(stats.data).toMatchObject({
      totalReviewCount: 1,
      averageRating: 4,
      overallRatingAverage: 80,
      recommendedCount: 1,
    });

    // again, on another colour of the same style
    const again = await call(
      'reviewSubmit',
      { input: { ...REVIEW, productId: style.ids.at(-1), locale: 'de-AT' } },
      jar,
    );
    expect(again.error.extensions.code).toBe('RATING_ALREADY_SUBMITTED');
    expect(again.error.message).toBe(
      'Sie haben diesen Artikel bereits bewertet, eine erneute Bewertung ist leider nicht möglich.',
    );
    // free gifts cannot be rated
    const [gift] = await exec<{ id: string }>(
      sql`select p.id from products p join styles s using (master_key) where s.is_free_gift limit 1`,
    );
    const giftReview = await call(
      'reviewSubmit',
      { input: { ...REVIEW, productId: gift!.id, locale: 'de-AT' } },
      jar,
    );
    expect(giftReview.error.extensions.code).toBe('RATING_NOT_AVAILABLE');
  });

  it('holds a review with a link instead of publishing it', async () => {
    const style = await unreviewed();
    const { jar } = await customer();
    const res = await call(
      'reviewSubmit',
      {
        input: {
          ...REVIEW,
          reviewtext: 'Günstiger gibt es das auf www.example.com – schauen Sie mal!',
          productId: style.ids[0],
          locale: 'de-AT',
        },
      },
      jar,
    );
    expect(res.data).toMatchObject({ status: 'HELD' });
    expect((await display(style.ids[0]!)).data!.totalCount).toBe(0);
  });

  it('counts one helpful vote per shopper, thanks for a report, and holds a review after three reports', async () => {
    const [row] = await exec<{
      id: string;
      review_id: string;
      helpful_count: number;
      review_count: number;
      master_key: string;
    }>(sql`
      select p.id, r.id as review_id, r.helpful_count, s.review_count, s.master_key from reviews r
        join review_statistics s on s.shop_code = r.shop_code and s.master_key = r.master_key
        join products p on p.id = r.product_id
       where r.shop_code = 'lindgard-at' and r.status = 'published' and r.report_count = 0
       order by s.review_count desc, r.id limit 1`);
    const shopper = new Jar();
    const vote = (kind: string, jar: Jar) =>
      call('reviewFeedback', { input: { reviewId: row!.review_id, kind, locale: 'de-AT' } }, jar);
    const first = await vote('HELPFUL', shopper);
    expect(first.data).toMatchObject({ helpfulCount: row!.helpful_count + 1, code: null });
    expect(shopper.cookies.has('shop_session')).toBe(true);
    const second = await vote('HELPFUL', shopper);
    expect(second.data!.helpfulCount).toBe(row!.helpful_count + 1);
    const changedMind = await vote('NOT_HELPFUL', shopper);
    expect(changedMind.data!.helpfulCount).toBe(row!.helpful_count + 1);

    const report = await vote('REPORT', shopper);
    expect(report.data).toMatchObject({
      code: 'REVIEW_REPORTED',
      message: 'Vielen Dank, dass Sie diese Rezension gemeldet haben.',
    });
    await vote('REPORT', shopper); // the same shopper again: still one report
    await vote('REPORT', new Jar());
    const [before] = await exec<{ status: string }>(
      sql`select status from reviews where id = ${row!.review_id}`,
    );
    expect(before!.status).toBe('published');
    await vote('REPORT', new Jar());
    const [after] = await exec<{ status: string; moderation_reason: string }>(
      sql`select status, moderation_reason from reviews where id = ${row!.review_id}`,
    );
    expect(after).toEqual({ status: 'held', moderation_reason: 'reports' });
    const stats = await call('reviewStatistics', { productId: row!.id, locale: 'de-AT' });
    expect(stats.data!.totalReviewCount).toBe(row!.review_count - 1);
    expect((await vote('HELPFUL', new Jar())).error.extensions.code).toBe('REVIEW_NOT_FOUND');
    expect((await vote('HELPFUL', new Jar())).error.message).toBe(
      'Diese Bewertung ist nicht mehr verfügbar.',
    );
  });
});
