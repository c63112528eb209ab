import 'server-only';
import { cache } from 'react';
import { getDb } from '@/server/db';
import { getProductDetail } from './get-product-detail';

/** The product of a page request, loaded once for metadata and page together. */
export const getProductForPage = cache(async (id: string) => getProductDetail(await getDb(), id));
