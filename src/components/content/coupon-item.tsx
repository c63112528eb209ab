import QRCode from 'qrcode';
import { getTranslations } from 'next-intl/server';
import type { CouponBlock } from '@/cms/payload-types';
import { CouponCopyButton } from './coupon-copy-button';

/** A coupon (spec S3/S4): title, text, the code(s) with copy buttons, and its hint. */
export async function CouponItem({ item }: { item: CouponBlock }) {
  const t = await getTranslations('content');
  const codes = [item.code, item.code2].filter((code): code is string => Boolean(code?.trim()));
  // spec S9: QR code size 300
  const qr = item.showQrCode
    ? await QRCode.toString(item.code, {
        type: 'svg',
        margin: 1,
        width: 300,
        errorCorrectionLevel: 'M',
      }).catch(
        () => null, // a code too long for a QR code (drafts are saved unvalidated): the code alone
      )
    : null;
  return (
    <section
      className={`cms-coupon cms-color-${item.layoutColor ?? 'Primary'} rounded-shop border-2 border-dashed p-4`}
    >
      <h2 className="text-lg font-bold">{item.title}</h2>
      {item.couponText ? <p>{item.couponText}</p> : null}
      <dl className="mt-2 flex flex-wrap items-center gap-3">
        {codes.map((code) => (
          <div key={code} className="flex items-center gap-2">
            <dt className="sr-only">{t('couponCode')}</dt>
            <dd>
              <CouponCopyButton code={code} withToast={Boolean(item.hint)} />
            </dd>
          </div>
        ))}
      </dl>
      {qr ? (
        // eslint-disable-next-line @next/next/no-img-element -- an inline SVG data URL, not an asset
        <img
          src={`data:image/svg+xml;base64,${Buffer.from(qr).toString('base64')}`}
          alt={`${t('couponCode')} ${item.code}`}
          width={300}
          height={300}
          className="mt-3"
        />
      ) : null}
      {item.hint ? <p className="mt-2 text-sm text-muted">{item.hint}</p> : null}
    </section>
  );
}
