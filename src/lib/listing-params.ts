import { z } from 'zod';

const SORTS = ['sortKey', 'dateDesc', 'priceAsc', 'priceDesc'] as const;

/**
 * Listing query parameters. Values that make no sense fall back to the defaults instead of failing:
 * a shopper with an odd bookmark still gets the listing.
 */
export const listingParamsSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  sort: z.enum(SORTS).catch('sortKey'),
});

export type ListingParams = z.infer<typeof listingParamsSchema>;

export function parseListingParams(
  searchParams: Record<string, string | string[] | undefined>,
): ListingParams {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return listingParamsSchema.parse({
    page: first(searchParams.page) ?? 1,
    sort: first(searchParams.sort) ?? 'sortKey',
  });
}
