'use server';

import { z } from 'zod';
import type { EditorialSlot } from '@/components/listing/interleave-editorial';
import { editorialSlots } from '@/components/listing/listing-editorial-item';
import { normaliseCategoryPath } from '@/lib/category/tree';
import { PAGE_SIZE } from '@/lib/listing/pagination';
import { categoryIndexFor } from '@/server/catalog/category-index';
import { getListingContent } from '@/server/content/get-listing-content';
import { getPlpEntryById } from '@/server/content/get-plp-content';
import { listingEditorial } from '@/server/content/listing-editorial';
import { previewAllows } from '@/server/content/preview-scope';
import { getDb } from '@/server/db';
import { logger } from '@/server/logger';
import { currentShop } from '@/server/shop/current-shop';

const inputSchema = z.object({
  path: z.string().max(300),
  entryId: z.string().regex(/^\d{1,12}$/),
  productCount: z.number().int().min(0).max(PAGE_SIZE),
});

/**
 * The editorial items among a first page's second chunk of products (storefront S9 positions),
 * rendered on the server when that chunk loads rather than with every first page: the entry the
 * page chose, placed as on the page. A bad input or a failure gives none (the products still show).
 */
export async function loadChunkEditorial(input: unknown): Promise<EditorialSlot[]> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) return [];
  const { path, entryId, productCount } = parsed.data;
  try {
    const shop = await currentShop();
    const category = categoryIndexFor(shop.locale).byPath(normaliseCategoryPath(path));
    if (!category) return [];
    const preview = await previewAllows(path);
    const [entry, content] = await Promise.all([
      getPlpEntryById(shop, category.id, entryId, preview),
      getListingContent(shop, category.id),
    ]);
    if (!entry) return [];
    const editorial = await listingEditorial(await getDb(), shop, {
      entry,
      onsiteContent: content.onsiteContent,
      productCount,
      secondChunkExists: true,
      preview,
    });
    return editorialSlots(editorial.second);
  } catch (error) {
    logger.warn(
      { err: error, issueLevel: 'Dev', path },
      'Editorial items of the next chunk could not be loaded',
    );
    return [];
  }
}
