/** Widths the image endpoint renders; requests snap to the next one so caches stay small. */
export const IMAGE_WIDTHS = [136, 192, 278, 384, 556, 768, 1024, 1390] as const;
export const DEFAULT_IMAGE_QUALITY = 75;
/**
 * Qualities the image endpoint encodes; a requested quality snaps to the next one. Each distinct
 * request is an encode of about 200 ms: with any quality from 1 to 100 a stranger could keep the
 * server busy with a hundred encodes per image and width (found by attacking the shop).
 */
export const IMAGE_QUALITIES = [50, DEFAULT_IMAGE_QUALITY, 90] as const;

/** URL of a product image on the shop's own image endpoint; a hash starting with http is used as given. */
export function productImageUrl(hash: string, opts: { width: number; quality?: number }): string {
  if (hash.startsWith('http')) return hash;
  const q = snapQuality(opts.quality ?? DEFAULT_IMAGE_QUALITY);
  // the endpoint's default quality goes without saying (36 tiles × 7 image URLs on a listing)
  return `/image/${encodeURIComponent(hash)}?w=${snapWidth(opts.width)}${q === DEFAULT_IMAGE_QUALITY ? '' : `&q=${q}`}`;
}

/** The widths a product tile's image is offered in (a one-slot promotion card's too: as wide). */
export const TILE_IMAGE_MIN_WIDTH = 192;
export const TILE_IMAGE_MAX_WIDTH = 768;

/**
 * srcset over the endpoint's widths from `minWidth` up to `maxWidth`; the candidates are separated
 * by a bare comma (HTML allows it; a listing writes 36 of these).
 */
export function productImageSrcSet(hash: string, maxWidth = 768, quality?: number, minWidth = 0): string {
  return IMAGE_WIDTHS.filter((w) => w >= minWidth && w <= maxWidth)
    .map((w) => `${productImageUrl(hash, { width: w, quality })} ${w}w`)
    .join(',');
}

export function snapQuality(quality: number): number {
  return IMAGE_QUALITIES.find((q) => q >= quality) ?? IMAGE_QUALITIES[IMAGE_QUALITIES.length - 1]!;
}

export function snapWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}
