'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ShopLink } from '@/components/layout/shop-link';

export interface DeliverySlide {
  orderNumber: string;
  parcelIndex: number;
  parcelNumber: string;
  carrier: string;
  status: string;
}

/** The overview's current deliveries: one parcel at a time, 'Paket X von Y' (customer-and-content S2). */
export function DeliveriesSlider({ parcels }: { parcels: DeliverySlide[] }) {
  const t = useTranslations('account');
  const [index, setIndex] = useState(0);
  if (parcels.length === 0) return <p className="mt-1 text-sm">{t('tileDeliveriesEmpty')}</p>;
  const parcel = parcels[Math.min(index, parcels.length - 1)]!;
  return (
    <div role="group" aria-roledescription="carousel" aria-label={t('deliveriesLabel')} className="mt-2">
      <div aria-live="polite" className="flex flex-col gap-1" data-testid="delivery-slide">
        <p className="text-sm font-semibold">{t('parcelOf', { index: index + 1, count: parcels.length })}</p>
        <p>
          {t('parcelTo', { orderNumber: parcel.orderNumber })} · {t(`parcelStatus_${parcel.status}` as never)}
        </p>
        <p className="text-sm">
          {parcel.carrier} · {t('parcelNumber', { parcelNumber: parcel.parcelNumber })}
        </p>
        <ShopLink
          href={`/customer/orders/${parcel.orderNumber}/${parcel.parcelIndex}`}
          className="text-sm font-semibold underline"
        >
          {t('toTracking')}
        </ShopLink>
      </div>
      {parcels.length > 1 ? (
        <div className="mt-3 flex gap-2">
          <button
            type="button"
            onClick={() => setIndex((i) => Math.max(0, i - 1))}
            disabled={index === 0}
            className="rounded-shop border border-border px-3 py-1 text-sm disabled:opacity-50"
          >
            {t('previousParcel')}
          </button>
          <button
            type="button"
            onClick={() => setIndex((i) => Math.min(parcels.length - 1, i + 1))}
            disabled={index === parcels.length - 1}
            className="rounded-shop border border-border px-3 py-1 text-sm disabled:opacity-50"
          >
            {t('nextParcel')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
