import { useLocale, useTranslations } from 'next-intl';
import type { BannerBlock, Modal } from '@/cms/payload-types';
import { HashModal } from '@/components/overlay/hash-modal';
import { cmsImageSrcSet, cmsImageUrl } from '@/lib/content/cms-image-url';
import { countdownParts, daySuffix } from '@/lib/content/countdown';
import { mediaOf } from './cms-image';
import { ContentRichText } from './content-rich-text';
import { CouponCopyButton } from './coupon-copy-button';
import { Countdown } from './countdown';
import { ModalBody } from './modal-body';
import { ItemLink } from './teaser-items';

/** Whether a countdown runs as the page is rendered (the browser's clock takes over from then). */
function runningAtRender(end: string, start: string | null | undefined): boolean {
  return countdownParts(Date.now(), end, start) !== null;
}

/**
 * A campaign banner (spec S3 Banner, S4, S5): its image (7:1 from tablet width, 3:1 on phones),
 * text, coupon code (not in text-only mode), countdown, and an info button opening its modal with
 * the id '{prefix}-{modalId}'.
 */
export function BannerItem(props: {
  item: BannerBlock;
  /** modal id prefix: 'global' by default, plp1…plp3 on listings (spec S4) */
  modalPrefix?: string;
  textOnly?: boolean;
  /** product pages do not link the banner image (spec S5) */
  linkImage?: boolean;
  /** the page's first image (a home page's hero banner): loaded at once, first */
  eager?: boolean;
}) {
  const { item } = props;
  const t = useTranslations('content');
  const locale = useLocale();
  const media = mediaOf(item.bannerImage);
  const modal = item.modal && typeof item.modal === 'object' ? (item.modal as Modal) : null;
  const code = props.textOnly ? '' : (item.couponCode ?? '').trim();
  const image =
    media && !props.textOnly ? (
      <picture>
        <source
          media="(min-width: 768px)"
          srcSet={cmsImageSrcSet(media.id, '7:1')}
          sizes="(min-width: 1240px) 1240px, 100vw"
        />
        <img
          src={cmsImageUrl(media.id, { width: 768, ratio: '3:1' })}
          srcSet={cmsImageSrcSet(media.id, '3:1', 1024)}
          sizes="100vw"
          alt={media.alt ?? ''}
          width={768}
          height={256}
          loading={props.eager ? 'eager' : 'lazy'}
          fetchPriority={props.eager ? 'high' : undefined}
          decoding="async"
          className="cms-banner-image"
        />
      </picture>
    ) : null;
  return (
    // a named group, not a landmark: a listing shows up to three banners side by side in its grid
    <div
      role="group"
      className={`cms-banner cms-color-${item.layoutColor ?? 'Primary'}`}
      aria-label={t('banner')}
    >
      {image && item.bannerImageLink && props.linkImage !== false ? (
        <ItemLink href={item.bannerImageLink}>{image}</ItemLink>
      ) : (
        image
      )}
      <div className="cms-banner-body">
        {item.text ? <ContentRichText data={item.text} headingIds={new WeakMap()} /> : null}
        {code ? <CouponCopyButton code={code} /> : null}
        {item.countdown ? (
          <Countdown
            end={item.countdown}
            start={item.countdownStart}
            daySuffix={daySuffix(locale)}
            label={t('countdown')}
            reserve={runningAtRender(item.countdown, item.countdownStart)}
          />
        ) : null}
        {modal?.modalId ? (
          <HashModal
            id={`${props.modalPrefix ?? 'global'}-${modal.modalId}`}
            label={t('moreInfo')}
            title={modal.headline}
            buttonClassName="cms-banner-info"
          >
            <ModalBody modalId={modal.modalId} />
          </HashModal>
        ) : null}
      </div>
    </div>
  );
}
