import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountOverview } from '@/components/account/account-overview';
import { UnauthorizedPage } from '@/components/account/unauthorized-page';
import { getDb } from '@/server/db';
import { viennaDay } from '@/lib/account/invoice-status';
import { listCurrentDeliveries } from '@/server/account/list-current-deliveries';
import { loadCustomer } from '@/server/customer/load-customer';
import { currentCustomer } from '@/server/session/current-session';
import { currentShop } from '@/server/shop/current-shop';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /customer: the account overview, or the login prompt for visitors (customer-and-content S2). */
export default async function CustomerPage({
  searchParams,
}: {
  searchParams: Promise<{ target?: string | string[] }>;
}) {
  const shop = await currentShop();
  const db = await getDb();
  const login = await currentCustomer(db, shop);
  const customer = login ? await loadCustomer(db, login.id) : null;
  // ?target=/p/123456: where a login asked for elsewhere (writing a review) leads back to
  if (!customer) return <UnauthorizedPage target={sameSitePath((await searchParams).target)} />;
  const deliveries = await listCurrentDeliveries(db, customer.id);
  return <AccountOverview customer={customer} deliveries={deliveries} today={viennaDay()} />;
}

/** A product page to return to after the login (writing a review); anything else is ignored. */
function sameSitePath(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && /^\/p\/\d{6}$/.test(value) ? value : undefined;
}
