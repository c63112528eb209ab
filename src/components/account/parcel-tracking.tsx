import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { formatDayTime } from '@/lib/format-date';
import type { CustomerOrder } from '@/server/account/load-customer-order';

/** Shipment tracking ('Sendungsverfolgung'): a parcel's way as a timeline, newest last. */
export async function ParcelTracking({
  parcel,
  count,
  names,
}: {
  parcel: CustomerOrder['parcels'][number];
  count: number;
  names: string[];
}) {
  const t = await getTranslations('account');
  const dates = { locale: await getLocale(), timeZone: await getTimeZone() };
  return (
    <section aria-labelledby="tracking-heading" className="rounded-shop border border-border p-4">
      <h2 id="tracking-heading" className="text-lg font-bold">
        {t('trackingTitle')}: {t('parcelOfOrder', { index: parcel.parcelIndex, count })}
      </h2>
      <p className="text-sm">
        {parcel.carrier} · {t('parcelNumber', { parcelNumber: parcel.parcelNumber })}
      </p>
      <p className="text-sm">{t('parcelContents', { names: names.join(', ') })}</p>
      <ol className="mt-3 flex flex-col gap-2 border-l-2 border-primary pl-4" data-testid="tracking-timeline">
        {parcel.events.map((event) => (
          <li key={`${event.at}-${event.status}`}>
            <p className="font-semibold">{t(`parcelStatus_${event.status}` as never)}</p>
            <p className="text-sm text-muted">
              <time dateTime={event.at}>{formatDayTime(event.at, dates)}</time> · {event.location}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
