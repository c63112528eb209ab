import { IMAGE_WIDTHS, snapWidth } from '@/lib/image-url';

/**
 * The aspect ratios editorial images are shown in (spec S3 "Asset set", S9): width / height.
 * `defaultImage` keeps the uploaded image's own proportions.
 */
export const CMS_IMAGE_RATIOS = {
  '4:3': 4 / 3,
  '3:4': 3 / 4,
  '2:1': 2,
  '1:1': 1,
  '7:1': 7,
  '3:1': 3,
} as const;
export type CmsImageRatio = keyof typeof CMS_IMAGE_RATIOS | 'defaultImage';
export const CMS_IMAGE_RATIO_OPTIONS = ['defaultImage', ...Object.keys(CMS_IMAGE_RATIOS)] as CmsImageRatio[];

export const CMS_IMAGE_QUALITY = 80;
/** Qualities the endpoint encodes editors' images in (each distinct one is an encode of its own). */
export const CMS_IMAGE_QUALITIES: readonly number[] = [50, CMS_IMAGE_QUALITY, 90];

/** The height of an image of `width` in `ratio`; null for the image's own proportions. */
export function cmsImageHeight(width: number, ratio: CmsImageRatio): number | null {
  return ratio === 'defaultImage' ? null : Math.round(width / CMS_IMAGE_RATIOS[ratio]);
}

/**
 * An editor's image on the shop's image endpoint with the spec's editorial transformation
 * parameters (S7): ?q=&w=[&h=]&f=face&fit=fill&fm=webp. The width snaps to the endpoint's set.
 */
export function cmsImageUrl(
  mediaId: number | string,
  opts: { width: number; ratio?: CmsImageRatio; quality?: number },
): string {
  const w = snapWidth(opts.width);
  const h = cmsImageHeight(w, opts.ratio ?? 'defaultImage');
  return `/image/cms-${mediaId}?q=${opts.quality ?? CMS_IMAGE_QUALITY}&w=${w}${h ? `&h=${h}` : ''}&f=face&fit=fill&fm=webp`;
}

/** srcset of an editor's image over the endpoint's widths from `minWidth` up to `maxWidth`. */
export function cmsImageSrcSet(
  mediaId: number | string,
  ratio: CmsImageRatio,
  maxWidth = 1390,
  minWidth = 0,
): string {
  return IMAGE_WIDTHS.filter((w) => w >= minWidth && w <= maxWidth)
    .map((w) => `${cmsImageUrl(mediaId, { width: w, ratio })} ${w}w`)
    .join(',');
}

export interface CmsImageParams {
  width: number;
  height: number | null;
  quality: number;
}

/**
 * The parameters of a request for an editor's image. The width must be one the endpoint renders,
 * a height one of the ratio set for that width and a quality one of the few it encodes (so nobody
 * can fill the cache with sizes no page asks for, or keep the server encoding); f=face, fit=fill
 * and fm=webp are the only values there are.
 */
export function parseCmsImageParams(search: URLSearchParams): CmsImageParams | null {
  const allowed = new Set(['q', 'w', 'h', 'f', 'fit', 'fm']);
  for (const key of search.keys()) if (!allowed.has(key)) return null;
  const whole = (value: string | null) => (value !== null && /^\d{1,4}$/.test(value) ? Number(value) : null);
  const width = whole(search.get('w') ?? '768');
  if (width === null || !(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  const quality = whole(search.get('q') ?? String(CMS_IMAGE_QUALITY));
  if (quality === null || !CMS_IMAGE_QUALITIES.includes(quality)) return null;
  const rawHeight = search.get('h');
  const height = rawHeight === null ? null : whole(rawHeight);
  if (rawHeight !== null) {
    const ratios = Object.keys(CMS_IMAGE_RATIOS) as CmsImageRatio[];
    if (height === null || !ratios.some((ratio) => cmsImageHeight(width, ratio) === height)) return null;
  }
  if ((search.get('f') ?? 'face') !== 'face') return null;
  if ((search.get('fit') ?? 'fill') !== 'fill') return null;
  if ((search.get('fm') ?? 'webp') !== 'webp') return null;
  return { width, height, quality };
}
