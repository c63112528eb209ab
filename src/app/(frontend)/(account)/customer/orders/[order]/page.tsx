import { shopRedirect } from '@/server/client/current-client-state';
import { notFound } from 'next/navigation';

/** /customer/orders/{order}: the order detail with its first parcel. */
export default async function OrderRedirect({ params }: { params: Promise<{ order: string }> }) {
  const { order } = await params;
  if (!/^\d{8,12}$/.test(order)) notFound();
  return shopRedirect(`/customer/orders/${order}/1`);
}
