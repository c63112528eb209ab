/**
 * Customer figures: login (argon2id verify, new token, session merge) through the GraphQL API, and
 * the account overview's reads (the customer and the current deliveries, as /customer renders
 * them) plus the order list, for the demo customer with a seeded history.
 */
import { DEFAULT_SHOP_CODE, shopByCode } from '@/lib/shop/shops';
import { listCurrentDeliveries } from '../../src/server/account/list-current-deliveries';
import { listCustomerOrders } from '../../src/server/account/list-orders';
import { findAuthenticatedCustomer } from '../../src/server/auth/auth-session';
import { loadCustomer } from '../../src/server/customer/load-customer';
import type { openDatabase } from '../../src/server/db/client';
import { DEMO_CUSTOMERS, seedDemoCustomers } from '../../src/server/db/seed/seed-demo-customers';
import { createShopYoga } from '../../src/server/graphql/yoga';
import { callOperation, percentiles } from './graphql-call';

export async function benchAccount(handle: Awaited<ReturnType<typeof openDatabase>>, requests: number) {
  await seedDemoCustomers(handle.db);
  const yoga = createShopYoga(async () => handle.db);
  const demo = DEMO_CUSTOMERS[0];
  const login = () =>
    callOperation(
      yoga,
      'login',
      { input: { identifier: demo.email, password: demo.password, locale: 'de-AT' } },
      undefined,
    );
  for (let i = 0; i < 5; i++) await login();
  const loginTimings: number[] = [];
  let token = '';
  for (let i = 0; i < Math.min(requests, 200); i++) {
    const t0 = performance.now();
    const { data } = await login();
    loginTimings.push(performance.now() - t0);
    token = (data.login as { token: string }).token;
  }

  const overview = async () => {
    const customer = await findAuthenticatedCustomer(handle.db, shopByCode(DEFAULT_SHOP_CODE)!, token);
    await Promise.all([
      loadCustomer(handle.db, customer!.id),
      listCurrentDeliveries(handle.db, customer!.id),
    ]);
  };
  for (let i = 0; i < 20; i++) await overview();
  const overviewTimings: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    await overview();
    overviewTimings.push(performance.now() - t0);
  }

  const customer = await findAuthenticatedCustomer(handle.db, shopByCode(DEFAULT_SHOP_CODE)!, token);
  const ordersTimings: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    await listCustomerOrders(handle.db, customer!.id);
    ordersTimings.push(performance.now() - t0);
  }
  return {
    login: { requests: loginTimings.length, ...percentiles(loginTimings) },
    accountOverview: { requests: overviewTimings.length, ...percentiles(overviewTimings) },
    customerOrders: { requests: ordersTimings.length, ...percentiles(ordersTimings) },
  };
}
