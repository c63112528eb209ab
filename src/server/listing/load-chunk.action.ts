'use server';

import { z } from 'zod';
import { normaliseCategoryPath } from '@/lib/category/tree';
import { parseListingUrl } from '@/lib/listing/listing-url';
import { CHUNK_SIZE } from '@/lib/listing/pagination';
import { categoryIndex } from '@/server/catalog/category-index';
import { getDb } from '@/server/db';
import { logger } from '@/server/logger';
import { getListing, type ListingScope } from './get-listing';
import type { ProductTile } from './load-tiles';
import { searchScope } from '@/server/search/search-scope';

const inputSchema = z.object({
  path: z.string().max(300),
  query: z.string().max(4000),
  chunkPage: z.number().int().min(1).max(100_000),
});

/**
 * The next chunk of 36 tiles for infinite loading (S4.8). Read-only and non-personalised; a bad
 * input or a failure gives no tiles, so the grid simply stops growing.
 */
export async function loadListingChunk(input: unknown): Promise<ProductTile[]> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) return [];
  try {
    const params = Object.fromEntries(new URLSearchParams(parsed.data.query));
    const state = parseListingUrl(params);
    const db = await getDb();
    let scope: ListingScope | null;
    if (parsed.data.path === '/search') {
      scope = await searchScope(db, params.q ?? '');
    } else {
      const category = categoryIndex.byPath(normaliseCategoryPath(parsed.data.path));
      scope = category ? { categoryId: category.id } : null;
    }
    if (!scope) return [];
    const listing = await getListing(db, {
      scope,
      selection: state.selection,
      sort: state.sort,
      page: parsed.data.chunkPage,
      itemsPerPage: CHUNK_SIZE,
    });
    return listing.tiles;
  } catch (error) {
    logger.error({ err: error, issueLevel: 'Dev' }, 'Unexpected error occurred during graphql operation');
    return [];
  }
}
