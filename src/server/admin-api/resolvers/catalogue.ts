import { findStyles, styleKeyOf } from '@/server/admin/catalogue/find-styles';
import { loadAdminStyles } from '@/server/admin/catalogue/load-admin-styles';
import { setStyleStatus } from '@/server/admin/catalogue/set-style-status';
import { MAX_UPSERT_STYLES } from '@/server/admin/catalogue/style-input';
import { upsertStyles } from '@/server/admin/catalogue/upsert-styles';
import { SHOPS } from '@/lib/shop/shops';
import { MAX_BULK_ITEMS } from '@/server/admin/bulk-input';
import { coversEveryShop, priceListsOutside } from '@/server/admin/prices/price-list-scope';
import { setPrices } from '@/server/admin/prices/set-prices';
import { adjustStock } from '@/server/admin/stock/adjust-stock';
import { setStock } from '@/server/admin/stock/set-stock';
import type { AdminActor } from '@/server/admin/admin-actor';
import type { Resolvers } from '../generated/resolvers-types';
import { adminError, pageArgs, requirePermission } from '../admin-errors';

function assertBulkSize(items: readonly unknown[]): void {
  if (items.length === 0) throw adminError('BAD_USER_INPUT', 'The input list is empty.');
  if (items.length > MAX_BULK_ITEMS)
    throw adminError('BAD_USER_INPUT', `At most ${MAX_BULK_ITEMS.toLocaleString('en')} items per call.`);
}

/** Stock is one for every shop: a caller limited to some shops may not change it. */
function assertCoversEveryShop(actor: AdminActor, what: string): void {
  if (!coversEveryShop(actor))
    throw adminError(
      'FORBIDDEN',
      `${what} is shared by every shop of the family; this caller is limited to ${[
        ...(actor.shops ?? []),
        ...(actor.families ?? []).map((family) => `the ${family} family`),
      ].join(', ')}.`,
    );
}

export const catalogueResolvers: Resolvers = {
  Query: {
    products: async (_parent, args, { db, actor }) => {
      requirePermission(actor, 'catalogue:read');
      const { page, perPage } = pageArgs(args.page, args.perPage);
      const search = args.filter?.search;
      if (search && search.length > 200)
        throw adminError('BAD_USER_INPUT', 'A search has at most 200 characters.');
      const shopCode = args.filter?.shop;
      const shop = shopCode ? SHOPS.find((candidate) => candidate.code === shopCode) : undefined;
      if (shopCode && !shop)
        throw adminError('BAD_USER_INPUT', `No shop has the code '${shopCode.slice(0, 40)}'.`);
      const found = await findStyles(db, { ...args.filter, currency: shop?.currency ?? null }, page, perPage);
      return { total: found.total, page, perPage, items: await loadAdminStyles(db, found.keys) };
    },
    product: async (_parent, { id }, { db, actor }) => {
      requirePermission(actor, 'catalogue:read');
      if (id.length > 100) return null;
      const key = await styleKeyOf(db, id);
      if (!key) return null;
      return (await loadAdminStyles(db, [key]))[0] ?? null;
    },
  },
  Mutation: {
    upsertProducts: async (_parent, { input }, { db, actor }) => {
      requirePermission(actor, 'catalogue:write');
      if (input.length === 0) throw adminError('BAD_USER_INPUT', 'The input list is empty.');
      if (input.length > MAX_UPSERT_STYLES)
        throw adminError(
          'BAD_USER_INPUT',
          `At most ${MAX_UPSERT_STYLES.toLocaleString('en')} styles per call.`,
        );
      // a style's texts, sizes and stock are the family's; its prices may be in lists other shops show
      assertCoversEveryShop(actor, 'A style');
      return upsertStyles(db, actor, input);
    },
    publishProducts: async (_parent, { ids }, { db, actor }) => {
      requirePermission(actor, 'catalogue:write');
      assertBulkSize(ids);
      assertCoversEveryShop(actor, 'A style’s publication');
      return setStyleStatus(db, actor, ids, true);
    },
    unpublishProducts: async (_parent, { ids }, { db, actor }) => {
      requirePermission(actor, 'catalogue:write');
      assertBulkSize(ids);
      assertCoversEveryShop(actor, 'A style’s publication');
      return setStyleStatus(db, actor, ids, false);
    },
    setPrices: async (_parent, { input }, { db, actor }) => {
      requirePermission(actor, 'catalogue:write');
      assertBulkSize(input);
      const outside = priceListsOutside(
        actor,
        input.map((item) => item.currency),
      );
      if (outside.length > 0)
        throw adminError(
          'FORBIDDEN',
          outside
            .map(
              ({ currency, shops }) =>
                `The ${currency} price list is also shown by ${shops.map((s) => s.code).join(', ')}, outside this caller's shops.`,
            )
            .join(' '),
        );
      return setPrices(db, actor, input);
    },
    setStock: async (_parent, { input }, { db, actor }) => {
      requirePermission(actor, 'catalogue:write');
      assertBulkSize(input);
      assertCoversEveryShop(actor, 'Stock');
      return setStock(db, actor, input);
    },
    adjustStock: async (_parent, { input }, { db, actor }) => {
      requirePermission(actor, 'catalogue:write');
      assertBulkSize(input);
      assertCoversEveryShop(actor, 'Stock');
      return adjustStock(db, actor, input);
    },
  },
};
