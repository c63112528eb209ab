import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_EXAMPLES } from '@/lib/analytics/event-examples';
import { consentReport } from '@/server/analytics/reports/consent-report';
import { funnelReport } from '@/server/analytics/reports/funnel-report';
import { recommendationReport } from '@/server/analytics/reports/recommendation-report';
import { searchReport } from '@/server/analytics/reports/search-report';
import { webVitalsReport } from '@/server/analytics/reports/web-vitals-report';
import { testDatabases } from '../support/test-databases';

describe.each(testDatabases())('analytics reports on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  const all = { days: 7, shopCode: null };
  const event = (
    shop: string,
    name: string,
    visitor: string,
    data: object,
    pageType = 'productListingPage',
  ) =>
    sql`(now(), ${shop}, ${name}, '1-0-0', now(), ${visitor}, ${pageType}, '/', ${JSON.stringify(data)}::jsonb)`;

  beforeAll(async () => {
    handle = await target.open();
    const listing = EVENT_EXAMPLES.productList.valid;
    const add = EVENT_EXAMPLES.ecom.valid;
    const rows = [
      // two visitors see a listing, one goes on to order; another shop's visitor only lists
      event('lindgard-at', 'productList', 'a', listing),
      event('lindgard-at', 'productList', 'a', { ...listing, pagination: 2 }),
      event('lindgard-at', 'productList', 'b', listing),
      event('lindgard-at', 'product', 'a', EVENT_EXAMPLES.product.valid, 'productDetailPage'),
      event('lindgard-at', 'ecom', 'a', add),
      event('lindgard-at', 'ecom', 'a', { ...add, action: 'checkout', step: 1 }),
      event('lindgard-at', 'transaction', 'a', EVENT_EXAMPLES.transaction.valid, 'thanks'),
      // the thanks page reloaded: still one order
      event('lindgard-at', 'transaction', 'a', EVENT_EXAMPLES.transaction.valid, 'thanks'),
      event('lindgard-de', 'productList', 'c', listing),
      event('lindgard-at', 'searchInformation', 'a', {
        ...EVENT_EXAMPLES.searchInformation.valid,
        searchTerm: 'Kleid',
        results: 10,
      }),
      event('lindgard-at', 'searchInformation', 'b', {
        ...EVENT_EXAMPLES.searchInformation.valid,
        searchTerm: 'kleid',
        results: 20,
      }),
      event('lindgard-at', 'searchInformation', 'b', {
        ...EVENT_EXAMPLES.searchInformation.valid,
        searchTerm: 'xyzzy',
        results: 0,
      }),
      event('lindgard-at', 'recommendation', 'a', {
        action: 'click',
        listType: 'outfit',
        productIds: ['222286'],
      }),
      event('lindgard-at', 'recommendation', 'b', {
        action: 'impression',
        listType: 'outfit',
        productIds: ['222286'],
      }),
      ...[1000, 2000, 3000, 4000].map((value) =>
        event('lindgard-at', 'webVitals', 'a', { ...EVENT_EXAMPLES.webVitals.valid, value }, 'homepage'),
      ),
    ];
    await handle.db.execute(sql`insert into analytics_events
      (received_at, shop_code, event, version, occurred_at, visitor_id, page_type, path, data)
      values ${sql.join(rows, sql`, `)}`);
    await handle.db.execute(
      sql`insert into consent_texts (text_hash, locale, texts) values ('h', 'de-AT', '{}')`,
    );
    await handle.db
      .execute(sql`insert into consent_records (shop_code, visitor_id, groups, action, banner_version, text_hash, recorded_at) values
      ('lindgard-at', 'a', '{C0001,C0002,C0003,C0004,C0005}', 'optIn', 1, 'h', now() - interval '1 hour'),
      ('lindgard-at', 'a', '{C0001}', 'optOut', 1, 'h', now()),
      ('lindgard-at', 'b', '{C0001,C0002}', 'selection', 1, 'h', now())`);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('counts the funnel per day and shop in visitors, and orders once each', async () => {
    const funnel = await funnelReport(handle.db, all);
    expect(funnel.map(({ day: _day, ...rest }) => rest)).toEqual([
      { shopCode: 'lindgard-at', listing: 2, product: 1, basket: 1, checkout: 1, orders: 1 },
      { shopCode: 'lindgard-de', listing: 1, product: 0, basket: 0, checkout: 0, orders: 0 },
    ]);
    expect(await funnelReport(handle.db, { days: 7, shopCode: 'lindgard-de' })).toHaveLength(1);
  });

  it('lists the top searches case-folded and those without results', async () => {
    expect(await searchReport(handle.db, all)).toEqual({
      top: [
        { term: 'kleid', searches: 2, results: 15 },
        { term: 'xyzzy', searches: 1, results: 0 },
      ],
      zeroResults: [{ term: 'xyzzy', searches: 1, results: 0 }],
    });
  });

  it('counts recommendation clicks, not impressions', async () => {
    expect(await recommendationReport(handle.db, all)).toEqual([
      { listType: 'outfit', productId: '222286', clicks: 1 },
    ]);
  });

  it('gives the 75th percentile of each web vital per page type', async () => {
    expect(await webVitalsReport(handle.db, all)).toEqual([
      { pageType: 'homepage', metric: 'LCP', p75: 3250, samples: 4 },
    ]);
  });

  it('rates consent per group by each visitor’s latest choice', async () => {
    expect(await consentReport(handle.db, all)).toEqual([
      { group: 'C0001', accepted: 2, visitors: 2 },
      { group: 'C0002', accepted: 1, visitors: 2 },
      { group: 'C0003', accepted: 0, visitors: 2 },
      { group: 'C0004', accepted: 0, visitors: 2 },
      { group: 'C0005', accepted: 0, visitors: 2 },
    ]);
  });
});
