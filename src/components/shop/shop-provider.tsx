'use client';

import { createContext, useContext } from 'react';
import type { PostcodeRule } from '@/lib/checkout/address-rules';
import type { MoneyFormat } from '@/lib/money';
import type { Country, Locale } from '@/lib/shop/shop';

/** What client components know of the shop: no bank data, nothing secret. */
export interface ClientShop {
  code: string;
  brand: string;
  locale: Locale;
  /** the IANA time zone the shop writes dates in */
  timeZone: string;
  /** the country the shop delivers to (ISO code; its name is a message under `countries.`) */
  country: Country;
  money: MoneyFormat;
  /** the postcode format the address forms check (null: the spec's rule) */
  postcode: PostcodeRule | null;
  customerServicePhone: string;
  customerServiceEmail: string;
  /** the serviceId of the shop's recommendation service */
  recoServiceId: string;
}

const ShopContext = createContext<ClientShop | null>(null);

/** Provides the request's shop to the client components below (one provider, in the root layout). */
export function ShopProvider(props: { shop: ClientShop; children: React.ReactNode }) {
  return <ShopContext.Provider value={props.shop}>{props.children}</ShopContext.Provider>;
}

export function useShop(): ClientShop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop outside ShopProvider');
  return shop;
}
