/** Review sort options (spec S9), the first is the default. */
export const REVIEW_SORTS = ['newest', 'mostHelpful', 'ratingAsc', 'ratingDesc'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Reviews per page of the list, and the most a client may ask for. */
export const REVIEW_PAGE_SIZE = 5;
export const MAX_REVIEW_PAGE_SIZE = 50;

/** stars at most (S9) */
export const MAX_STARS = 5;

/** One formatter per locale: constructing an Intl formatter costs more than rendering a tile. */
const averageFormats = new Map<string, Intl.NumberFormat>();

/** An average in tenths of a star as shown: one decimal with the locale's separator. */
export function formatAverage(tenths: number, locale: string): string {
  let format = averageFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    averageFormats.set(locale, format);
  }
  return format.format(tenths / 10);
}
