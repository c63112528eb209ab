import type { Media } from '@/cms/payload-types';
import { cmsImageHeight, cmsImageSrcSet, cmsImageUrl, type CmsImageRatio } from '@/lib/content/cms-image-url';
import { snapWidth } from '@/lib/image-url';

/** An upload field's value when its document came with the item (depth 1); null otherwise. */
export function mediaOf(value: unknown): Media | null {
  return value && typeof value === 'object' && 'id' in value ? (value as Media) : null;
}

/**
 * An editor's image through the shop's image endpoint (spec S7 editorial transformations), cut
 * to `ratio` around its focal point, with a srcset from `minWidth` up to `maxWidth`.
 */
export function CmsImage(props: {
  media: Media;
  ratio: CmsImageRatio;
  sizes: string;
  maxWidth?: number;
  /** the smallest width offered (where the image is never shown narrower) */
  minWidth?: number;
  className?: string;
  /** '' for decoration; the image's alt otherwise */
  alt?: string;
  priority?: boolean;
}) {
  const { media, ratio } = props;
  const maxWidth = props.maxWidth ?? 1390;
  const width = snapWidth(Math.min(maxWidth, 768));
  const height =
    cmsImageHeight(width, ratio) ??
    (media.width && media.height ? Math.round((width * media.height) / media.width) : width);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the shop's own image endpoint with srcset
    <img
      src={cmsImageUrl(media.id, { width, ratio })}
      srcSet={cmsImageSrcSet(media.id, ratio, maxWidth, props.minWidth)}
      sizes={props.sizes}
      alt={props.alt ?? media.alt ?? ''}
      width={width}
      height={height}
      loading={props.priority ? 'eager' : 'lazy'}
      decoding="async"
      className={props.className}
    />
  );
}
