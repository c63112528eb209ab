import { getTranslations } from 'next-intl/server';
import type { Modal } from '@/cms/payload-types';
import { checkContentItem } from '@/lib/content/content-item-rules';
import { BannerItem } from './banner-item';
import { ContentRichText } from './content-rich-text';
import { CouponCopyButton } from './coupon-copy-button';
import { ItemLink } from './teaser-items';

/** A modal's body (spec S3 Modal): its modalBanner, rich text, coupon code and primary button. */
export async function ModalContent({ modal }: { modal: Modal }) {
  const t = await getTranslations('content');
  const code = modal.coupon?.code?.trim();
  const banner = modal.banner?.[0];
  // the Banner checks of spec S5: text or a code
  const showBanner = banner
    ? checkContentItem({ ...banner, blockType: 'Banner' } as unknown as Record<string, unknown>).render
    : false;
  return (
    <div className="flex flex-col gap-3">
      {banner && showBanner ? <BannerItem item={{ ...banner, blockType: 'Banner' }} /> : null}
      <ContentRichText data={modal.richtext} headingIds={new WeakMap()} />
      {code ? (
        <p className="flex flex-wrap items-center gap-2">
          <span>{t('couponCode')}:</span>
          <CouponCopyButton code={code} />
          {modal.coupon?.hint ? <span className="text-sm text-muted">{modal.coupon.hint}</span> : null}
        </p>
      ) : null}
      {modal.primaryButtonLink?.label && modal.primaryButtonLink.target ? (
        <ItemLink
          href={modal.primaryButtonLink.target}
          className="inline-block self-start rounded-shop bg-primary px-4 py-3 font-semibold text-primary-contrast"
        >
          {modal.primaryButtonLink.label}
        </ItemLink>
      ) : null}
    </div>
  );
}
