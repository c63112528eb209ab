/**
 * placeOrder through the GraphQL API (in-process Yoga): each shopper fills a basket of 3 sizes,
 * enters an address and a payment method; only the placeOrder call is timed (one transaction:
 * locks, checks, order and lines, stock, emptied basket).
 */
import type { openDatabase } from '../../src/server/db/client';
import { createShopYoga } from '../../src/server/graphql/yoga';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_PROOF,
  CLIENT_PROOF_HEADER,
} from '../../src/server/http/client-address';
import { addSize, orderableSizes } from './basket-bench';
import { callOperation, percentiles } from './graphql-call';

const LINES_PER_ORDER = 3;
/** a shopper's billing address in the de-AT shop (also the crash drill's) */
export const ADDRESS = {
  salutation: 'f',
  firstName: 'Anna',
  lastName: 'Muster',
  street: 'Mariahilfer Straße',
  houseNumber: '12',
  zipCode: '1070',
  city: 'Wien',
};

/**
 * The client address the shop's server would write for shopper `i` (each shopper orders from their
 * own network, as the per-client order limit expects; in-process calls otherwise share one).
 */
function shopperAddress(i: number): Record<string, string> {
  return {
    [CLIENT_ADDRESS_HEADER]: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    [CLIENT_PROOF_HEADER]: CLIENT_PROOF,
  };
}

export async function benchPlaceOrder(handle: Awaited<ReturnType<typeof openDatabase>>, orders: number) {
  const yoga = createShopYoga(async () => handle.db);
  // other sizes than the addToBasket benchmark's, so both run on a fresh catalogue state
  const sizes = await orderableSizes(handle, orders * LINES_PER_ORDER, 5000);
  const timings: number[] = [];
  for (let i = 0; i + LINES_PER_ORDER <= sizes.length; i += LINES_PER_ORDER) {
    let cookie: string | undefined;
    for (const [line, size] of sizes.slice(i, i + LINES_PER_ORDER).entries())
      cookie = await addSize(yoga, size, cookie, line + 1);
    await callOperation(
      yoga,
      'setCheckoutAddresses',
      { input: { email: `shopper-${i}@example.at`, billingAddress: ADDRESS, locale: 'de-AT' } },
      cookie,
    );
    await callOperation(
      yoga,
      'setCheckoutPayment',
      { input: { paymentMethod: 'invoice', locale: 'de-AT' } },
      cookie,
    );
    const t0 = performance.now();
    await callOperation(
      yoga,
      'placeOrder',
      { input: { idempotencyKey: `bench-order-${i}`, locale: 'de-AT' } },
      cookie,
      shopperAddress(i),
    );
    timings.push(performance.now() - t0);
  }
  return { orders: timings.length, linesPerOrder: LINES_PER_ORDER, ...percentiles(timings) };
}
