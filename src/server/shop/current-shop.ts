import 'server-only';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ShopConfig } from '@/lib/shop/shop';
import { shopOfRequest } from './request-shop';

/**
 * The shop of the page being rendered, for pages and layouts, which pass it on to loaders. The proxy
 * has already answered unknown hosts; a render that still meets one is not found.
 */
export async function currentShop(): Promise<ShopConfig> {
  const resolved = shopOfRequest(await headers());
  if ('unknownCode' in resolved) notFound();
  return resolved.shop;
}
