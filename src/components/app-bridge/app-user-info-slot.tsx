import type { ShopConfig } from '@/lib/shop/shop';
import { getDb } from '@/server/db';
import { currentCustomer } from '@/server/session/current-session';
import { AppUserInfo } from './app-user-info';

/** The login state the app's bridge reports (rendered inside the app only: its pages are per request). */
export async function AppUserInfoSlot({ shop }: { shop: ShopConfig }) {
  const customer = await currentCustomer(await getDb(), shop);
  return <AppUserInfo loggedIn={customer !== null} customerNumber={customer?.customerNumber ?? null} />;
}
