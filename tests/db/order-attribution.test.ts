import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '@/lib/consent/consent-cookie';
import { shopByCode } from '@/lib/shop/shops';
import { VISITOR_COOKIE } from '@/lib/visitor-id';
import { consentBanner } from '@/server/consent/consent-banner';
import { orderAttribution } from '@/server/order/order-attribution';
import { testDatabases } from '../support/test-databases';

const shop = shopByCode('lindgard-at')!;
const VISITOR = 'Attribution_Visitor_1';

function consentCookie(groups: string[], of = shop): string {
  const value = { categories: groups, revision: consentBanner(of).revision, consentId: 'test-consent' };
  return `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;
}

const headers = (cookie: string) => new Headers({ cookie });

describe.each(testDatabases())('what an order stores of its attribution on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('stores the attribution cookies with Targeting consent, never without it or after an objection to advertising', async () => {
    const ecc = 'ecc=101; eccCurrent=202; eccPaid=x';
    const targeting = `${consentCookie(['C0002', 'C0004'])}; ${VISITOR_COOKIE}=${VISITOR}; ${ecc}`;
    expect(await orderAttribution(handle.db, shop, headers(targeting))).toEqual({
      ecc: '101',
      eccCurrent: '202',
    });
    expect(
      await orderAttribution(
        handle.db,
        shop,
        headers(`${consentCookie(['C0002'])}; ${VISITOR_COOKIE}=${VISITOR}; ${ecc}`),
      ),
    ).toBeNull();
    // the browser objected to advertising on /optout: its cookies count no more, whatever the banner says
    await handle.db.execute(sql`insert into tracking_opt_outs (shop_code, provider, visitor_id)
      values (${shop.code}, 'advertising', ${VISITOR})`);
    expect(await orderAttribution(handle.db, shop, headers(targeting))).toBeNull();
    // an objection in one shop is not one in its sister shop
    const sister = shopByCode('lindgard-de')!;
    const there = `${consentCookie(['C0004'], sister)}; ${VISITOR_COOKIE}=${VISITOR}; ${ecc}`;
    expect(await orderAttribution(handle.db, sister, headers(there))).toEqual({
      ecc: '101',
      eccCurrent: '202',
    });
  });
});
