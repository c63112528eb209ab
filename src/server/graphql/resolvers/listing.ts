import { getVisualFilter, visualFilterIdsOf } from '@/server/content/get-visual-filter';
import { cmsImageUrl } from '@/lib/content/cms-image-url';
import { catalogTextsFor } from '@/server/catalog/catalog-texts';
import { localiseTile } from '@/server/listing/localise-listing';
import { getListing, getListingFacets, type ListingScope } from '@/server/listing/get-listing';
import type { AttributeChoice, BooleanChoice, FacetFilter, RangeChoice } from '@/server/listing/query-facets';
import { searchScope } from '@/server/search/search-scope';
import type { Database } from '@/server/db/client';
import { assertLocale } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';
import { filterLabels } from './filter-labels';
import type { ShopConfig } from '@/lib/shop/shop';
import { pageFromInput, selectionFromInput, sortFromInput, termFromInput } from './listing-input';

async function scopeOf(
  db: Database,
  shop: ShopConfig,
  categoryId: string,
  term: string | null,
): Promise<ListingScope> {
  if (!term) return { categoryId };
  const found = await searchScope(db, shop, term);
  return { categoryId, masterKeys: found?.masterKeys ?? [] };
}

type Choice = AttributeChoice | RangeChoice | BooleanChoice;

function toFilter(shop: ShopConfig, f: FacetFilter) {
  return {
    id: f.id,
    name: filterLabels(shop)[f.id],
    type: f.type,
    active: f.active,
    choices: f.choices as Choice[],
    filterList: [],
  };
}

export const listingResolvers: Resolvers = {
  Category: {
    visualFilterIds: (c, _args, { shop }) => visualFilterIdsOf(shop, c.id),
    visualFilter: async (c, { locale }, { db, shop }) => {
      assertLocale(shop, locale);
      const filter = await getVisualFilter(db, shop, c.id);
      return filter
        ? {
            id: filter.id,
            choices: filter.choices.map((choice) => ({
              id: choice.id,
              label: choice.label,
              image: cmsImageUrl(choice.image.id, { width: 384, ratio: '3:4' }),
            })),
          }
        : null;
    },
    filters: async (c, { input }, { db, shop }) => {
      assertLocale(shop, input.locale);
      const selection = selectionFromInput(input.filters);
      const scope = await scopeOf(db, shop, c.id, termFromInput(input.term));
      const facets = await getListingFacets(db, shop, scope, selection);
      return [...facets.filters, facets.saleFilter].map((f) => toFilter(shop, f));
    },
    activeFilterList: async (c, { input }, { db, shop }) => {
      assertLocale(shop, input.locale);
      const selection = selectionFromInput(input.filters);
      const scope = await scopeOf(db, shop, c.id, termFromInput(input.term));
      return (await getListingFacets(db, shop, scope, selection)).active;
    },
    productListing: async (c, { input }, { db, shop }) => {
      assertLocale(shop, input.locale);
      const { page, size } = pageFromInput(input.activePage, input.itemsPerPage);
      const listing = await getListing(db, {
        shop,
        scope: await scopeOf(db, shop, c.id, termFromInput(input.term)),
        selection: selectionFromInput(input.filters),
        sort: sortFromInput(input.sort),
        page,
        itemsPerPage: size,
      });
      // the listing's tiles answer what a listing asks; other fields load their product (product.ts)
      const texts = catalogTextsFor(shop.locale);
      const tiles = listing.tiles.map((tile) => localiseTile(tile, texts));
      return {
        meta: { totalItemsCount: listing.totalItemsCount },
        pagination: {
          activePage: page,
          pageCount: listing.pageCount,
          itemsPerPage: size,
          itemsOnPage: tiles.length,
          totalItemsCount: listing.totalItemsCount,
        },
        // listings leave out sold-out colours (S7.3): a tile has only the others
        products: tiles.map((tile) => ({ tile, catalogId: null })),
      };
    },
  },
  FilterChoice: {
    __resolveType: (choice) => {
      const c = choice as Choice;
      if (c.kind === 'range') return 'RangeFilterChoice';
      if (c.kind === 'boolean') return 'BooleanFilterChoice';
      return c.kind === 'color' ? 'ColorFilterChoice' : 'AttributeFilterChoice';
    },
  },
};
