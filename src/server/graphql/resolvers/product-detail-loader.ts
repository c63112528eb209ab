import DataLoader from 'dataloader';
import { getProductDetails } from '@/server/catalog/get-product-detail';
import { localisedDetails } from '@/server/catalog/localised-details';
import type { ProductDetail } from '@/server/catalog/product-detail';
import type { GraphQLContext } from '../context';
import type { ProductParent } from './product-parent';

const loaders = new WeakMap<GraphQLContext, DataLoader<string, ProductDetail | null>>();

/** Products of one request loaded together: every listing tile that needs more than it has, in one batch. */
function loaderOf(context: GraphQLContext): DataLoader<string, ProductDetail | null> {
  let loader = loaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly string[]) => {
      const details = new Map(
        localisedDetails(context.shop, await getProductDetails(context.db, ids)).map((d) => [d.id, d]),
      );
      return ids.map((id) => details.get(id) ?? null);
    });
    loaders.set(context, loader);
  }
  return loader;
}

/**
 * The whole product behind a Product field. A listing tile's product is loaded on first need; its
 * sold-out colours stay out, as the listing shows them (S7.3).
 */
export async function detailOf(parent: ProductParent, context: GraphQLContext): Promise<ProductDetail> {
  if (parent.detail) return parent.detail;
  const detail = await loaderOf(context).load(parent.tile.id);
  if (!detail) throw new Error(`product ${parent.tile.id} is no longer in the catalogue`);
  return { ...detail, colors: detail.colors.filter((color) => !color.outsold) };
}
