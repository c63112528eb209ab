/**
 * Login throttling under a burst (issue 18, item 6): 200 concurrent guesses on one account from one
 * address, and from 200 addresses; how many passwords were checked, how many refused, how long the
 * burst took; then whether the owner still logs in from the device of an earlier login.
 */
import { sql } from 'drizzle-orm';
import persisted from '../../src/graphql/generated/persisted-operations.json';
import type { openDatabase } from '../../src/server/db/client';
import { createShopYoga } from '../../src/server/graphql/yoga';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_PROOF,
  CLIENT_PROOF_HEADER,
} from '../../src/server/http/client-address';
import { percentiles } from './graphql-call';

export async function benchLoginBurst(handle: Awaited<ReturnType<typeof openDatabase>>, burst = 200) {
  const yoga = createShopYoga(async () => handle.db);
  const email = `burst.${Date.now()}@example.at`;
  const password = 'Burst-Passwort-2026';
  const call = async (
    name: 'register' | 'login',
    input: Record<string, unknown>,
    address: string,
    cookie?: string,
  ) => {
    const t0 = performance.now();
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CLIENT_ADDRESS_HEADER]: address,
        [CLIENT_PROOF_HEADER]: CLIENT_PROOF,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({
        query: persisted[name].query,
        variables: { input: { ...input, locale: 'de-AT' } },
      }),
    });
    const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
    const device = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('shop_device='));
    return { code: body.errors?.[0]?.extensions?.code ?? 'OK', ms: performance.now() - t0, device };
  };
  await call(
    'register',
    { salutation: 'f', firstName: 'Bea', lastName: 'Burst', email, password },
    '10.200.0.1',
  );
  const owner = await call('login', { identifier: email, password }, '10.200.0.2');

  const run = async (address: (i: number) => string) => {
    const t0 = performance.now();
    const results = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        call('login', { identifier: email, password: `wrong-${i}-guess` }, address(i)),
      ),
    );
    const count = (code: string) => results.filter((r) => r.code === code).length;
    return {
      attempts: burst,
      checked: count('LOGIN_FAILED'),
      refused: count('LOGIN_THROTTLED'),
      wallMs: Math.round(performance.now() - t0),
      ...percentiles(results.map((r) => r.ms)),
    };
  };
  const oneAddress = await run(() => '10.201.0.1');
  await handle.db.execute(sql`delete from login_throttle`);
  const manyAddresses = await run((i) => `10.202.${Math.floor(i / 250)}.${i % 250}`);
  const ownerOnKnownDevice = await call('login', { identifier: email, password }, '10.200.0.2', owner.device);
  const strangerWithPassword = await call('login', { identifier: email, password }, '10.203.0.1');
  return {
    oneAddress,
    manyAddresses,
    ownerOnKnownDeviceDuringLock: ownerOnKnownDevice.code,
    passwordFromUnknownDeviceDuringLock: strangerWithPassword.code,
  };
}
