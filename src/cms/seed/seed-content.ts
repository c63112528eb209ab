import type { CollectionSlug, Payload } from 'payload';
import { SHOPS } from '@/lib/shop/shops';
import type { ShopConfig } from '@/lib/shop/shop';
import { demoModalDeAt, designPagesDeAt, type DesignContext } from './design-pages-de-at';
import { homePageDeAt } from './editorial-pages-de-at';
import { legalPagesCsCz } from './legal-pages-cs-cz';
import { legalPagesDeAt } from './legal-pages-de-at';
import { legalPagesDeCh } from './legal-pages-de-ch';
import { legalPagesDeDe } from './legal-pages-de-de';
import { legalPagesFrCh } from './legal-pages-fr-ch';
import { legalPagesNlNl } from './legal-pages-nl-nl';
import { legalPagesSkSk } from './legal-pages-sk-sk';
import { legalPagesSvSe } from './legal-pages-sv-se';
import { listingContentDeAt } from './listing-content-de-at';
import {
  keyedImagesDeAt,
  listingEntriesDeAt,
  productPageEntryDeAt,
  promotionsDeAt,
  saleConditionsModalDeAt,
  visualFiltersDeAt,
  surveyDeAt,
  type DemoPromotionKey,
} from './campaign-de-at';
import { errorPagesDeAt, globalContentDeAt, pageFooterDeAt } from './shop-frame-de-at';
import { sizeTablesDeAt } from './size-tables-de-at';
import { dressGuideDeAt } from './listing-guides-de-at';
import { categoryIndex } from '@/server/catalog/category-index';
import { orderStatesDeAt, vouchersDeAt } from './account-texts-de-at';
import { ensureDemoMedia, type DemoMedia } from './seed-media';
import type { SeedPage } from './seed-page';
import { servicePagesCsCz } from './service-pages-cs-cz';
import { textSnippetsFor } from './text-snippets';
import { servicePagesDeAt } from './service-pages-de-at';
import { servicePagesDeCh } from './service-pages-de-ch';
import { servicePagesDeDe } from './service-pages-de-de';
import { servicePagesFrCh } from './service-pages-fr-ch';
import { servicePagesNlNl } from './service-pages-nl-nl';
import { servicePagesSkSk } from './service-pages-sk-sk';
import { servicePagesSvSe } from './service-pages-sv-se';
import type { Locale } from '@/lib/shop/shop';
import { reviewPolicyPage } from './review-policy-pages';

/** The legal and service pages of a shop, in its locale and under its country's law. */
const PAGES_BY_LOCALE: Record<Locale, (shop: ShopConfig) => SeedPage[]> = {
  'de-AT': (shop) => [...legalPagesDeAt(shop), ...servicePagesDeAt(shop), reviewPolicyPage(shop)],
  'de-DE': (shop) => [...legalPagesDeDe(shop), ...servicePagesDeDe(shop), reviewPolicyPage(shop)],
  'de-CH': (shop) => [...legalPagesDeCh(shop), ...servicePagesDeCh(shop), reviewPolicyPage(shop)],
  'fr-CH': (shop) => [...legalPagesFrCh(shop), ...servicePagesFrCh(shop), reviewPolicyPage(shop)],
  'nl-NL': (shop) => [...legalPagesNlNl(shop), ...servicePagesNlNl(shop), reviewPolicyPage(shop)],
  'cs-CZ': (shop) => [...legalPagesCsCz(shop), ...servicePagesCsCz(shop), reviewPolicyPage(shop)],
  'sk-SK': (shop) => [...legalPagesSkSk(shop), ...servicePagesSkSk(shop), reviewPolicyPage(shop)],
  'sv-SE': (shop) => [...legalPagesSvSe(shop), ...servicePagesSvSe(shop), reviewPolicyPage(shop)],
};

/** What the seed asks of the shop's catalogue (the start script answers from the database). */
export interface SeedCatalog {
  /** orderable product ids of these product types, one per type in turn */
  productsOfTypes(types: string[], count: number): Promise<string[]>;
  /** the most specific category holding products of this type */
  categoryOfType(type: string): Promise<string | null>;
}

type Route = 'content' | 'inspiration' | 'outfit';
const COLLECTIONS: Record<Route, CollectionSlug> = {
  content: 'content-pages',
  inspiration: 'inspiration-pages',
  outfit: 'outfit-pages',
};

async function hasEntries(payload: Payload, collection: CollectionSlug, shop: ShopConfig): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection,
    overrideAccess: true,
    where: { shops: { contains: shop.code } },
  });
  return totalDocs > 0;
}

async function createPage(payload: Payload, collection: CollectionSlug, shop: ShopConfig, page: SeedPage) {
  return payload.create({
    collection,
    overrideAccess: true,
    locale: shop.locale,
    draft: false,
    data: {
      title: page.title,
      slug: page.slug,
      shops: [shop.code],
      seo: { description: page.description, indexDirective: page.indexDirective ?? 'index, follow' },
      content: page.content,
      _status: 'published',
    } as never,
  });
}

async function ensureModal(
  payload: Payload,
  shop: ShopConfig,
  modal: { modalId: string } = demoModalDeAt(),
): Promise<number> {
  const found = await payload.find({
    collection: 'modals',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    where: { and: [{ modalId: { equals: modal.modalId } }, { shops: { contains: shop.code } }] },
  });
  if (found.docs[0]) return found.docs[0].id as number;
  const doc = await payload.create({
    collection: 'modals',
    overrideAccess: true,
    locale: shop.locale,
    draft: false,
    data: { ...modal, shops: [shop.code], _status: 'published' } as never,
  });
  return doc.id as number;
}

async function designContext(
  payload: Payload,
  shop: ShopConfig,
  media: DemoMedia,
  catalog: SeedCatalog,
): Promise<DesignContext> {
  const impressum = await payload.find({
    collection: 'content-pages',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    where: { and: [{ slug: { equals: 'impressum' } }, { shops: { contains: shop.code } }] },
  });
  return {
    media,
    modalId: await ensureModal(payload, shop),
    internalPageId: impressum.docs[0]!.id as number,
    productIds: {
      outfit: await catalog.productsOfTypes(['blazer', 'blouse', 'trousers'], 3),
      inspiration: await catalog.productsOfTypes(['coat', 'dress', 'skirt', 'sweater'], 4),
      picks: await catalog.productsOfTypes(['cardigan', 'jeans', 'boots', 'bag', 'scarf', 'tshirt'], 6),
    },
    categoryId: await catalog.categoryOfType('dress'),
  };
}

/**
 * Adds the demo content, published, to each shop that has no entries in a collection yet (its first
 * start, or the first start after a collection was added): the legal and service pages and the
 * basket's text snippets in the shop's locale and law; for de-AT shops also the design elements, an inspiration and an outfit
 * page and listing texts. A shop whose editors have worked on a collection gets nothing there:
 * pages they deleted or renamed do not come back.
 */
export async function seedContent(payload: Payload, catalog: SeedCatalog): Promise<number> {
  // the demo images are made once and shared by every shop
  let media: Promise<DemoMedia> | undefined;
  const demoMedia = () => (media ??= ensureDemoMedia(payload));
  // shops are independent: four at a time (the CMS's connection pool), about 4× faster on first start
  const counts = await inBatches(SHOPS, 4, (shop) => seedShop(payload, catalog, shop, demoMedia));
  return counts.reduce((sum, count) => sum + count, 0);
}

/** Runs `work` on every item, at most `limit` at a time; the results in the items' order. */
async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Publishes an entry of a shop in its locale. */
async function publish(payload: Payload, collection: CollectionSlug, shop: ShopConfig, data: object) {
  await payload.create({
    collection,
    overrideAccess: true,
    locale: shop.locale,
    draft: false,
    data: { ...data, shops: [shop.code], _status: 'published' } as never,
  });
}

/** The shop's promotions, oldest first (the home page's carousel shows the demo campaign's). */
async function promotionIdsOf(payload: Payload, shop: ShopConfig): Promise<number[]> {
  const found = await payload.find({
    collection: 'promotions',
    overrideAccess: true,
    depth: 0,
    limit: 12,
    pagination: false,
    sort: 'createdAt',
    where: { shops: { contains: shop.code } },
  });
  return found.docs.map((doc) => doc.id as number);
}

/** The demo campaign of a de-AT shop (issue 14): promotions and the listing entries showing them. */
async function seedCampaign(
  payload: Payload,
  catalog: SeedCatalog,
  shop: ShopConfig,
  demoMedia: () => Promise<DemoMedia>,
): Promise<number> {
  const media = await demoMedia();
  // a blazer pinned by the blazer card, a dress for the price eyecatcher
  const products = await catalog.productsOfTypes(['blazer', 'dress'], 2);
  const promotions = promotionsDeAt(media, products);
  const ids = {} as Record<DemoPromotionKey, number>;
  for (const [key, data] of Object.entries(promotions) as [DemoPromotionKey, object][]) {
    const doc = await payload.create({
      collection: 'promotions',
      overrideAccess: true,
      locale: shop.locale,
      draft: false,
      data: { ...data, shops: [shop.code], _status: 'published' } as never,
    });
    ids[key] = doc.id as number;
  }
  const modalId = await ensureModal(payload, shop, saleConditionsModalDeAt());
  const entries = listingEntriesDeAt(ids, modalId, media);
  for (const entry of entries) await publish(payload, 'plps', shop, entry);
  await publish(payload, 'surveys', shop, surveyDeAt());
  await publish(payload, 'pdps', shop, productPageEntryDeAt(modalId));
  const images = keyedImagesDeAt(media);
  for (const image of images) await publish(payload, 'keyed-images', shop, image);
  return Object.keys(ids).length + entries.length + 2 + images.length;
}

/**
 * A de-AT shop's footer, payment logos, error pages, size tables, voucher and order state texts,
 * where it has none yet.
 */
async function seedShopFrame(payload: Payload, shop: ShopConfig): Promise<number> {
  let added = 0;
  if (!(await hasEntries(payload, 'page-footers', shop))) {
    await publish(payload, 'page-footers', shop, pageFooterDeAt(shop));
    added++;
  }
  if (!(await hasEntries(payload, 'global-contents', shop))) {
    await publish(payload, 'global-contents', shop, await globalContentDeAt(payload));
    added++;
  }
  if (!(await hasEntries(payload, 'error-pages', shop)))
    for (const page of errorPagesDeAt()) {
      await publish(payload, 'error-pages', shop, page);
      added++;
    }
  if (!(await hasEntries(payload, 'size-tables', shop)))
    for (const table of sizeTablesDeAt()) {
      await publish(payload, 'size-tables', shop, table);
      added++;
    }
  if (!(await hasEntries(payload, 'vouchers', shop)))
    for (const voucher of vouchersDeAt()) {
      await publish(payload, 'vouchers', shop, voucher);
      added++;
    }
  if (!(await hasEntries(payload, 'order-states', shop)))
    for (const state of orderStatesDeAt()) {
      await publish(payload, 'order-states', shop, state);
      added++;
    }
  return added;
}

/** The demo content one shop is missing; the number of entries added. */
async function seedShop(
  payload: Payload,
  catalog: SeedCatalog,
  shop: ShopConfig,
  demoMedia: () => Promise<DemoMedia>,
): Promise<number> {
  let added = 0;
  // a shop whose editors have worked on its pages gets none: deleted pages do not come back
  const fresh = !(await hasEntries(payload, COLLECTIONS.content, shop));
  if (fresh)
    for (const page of PAGES_BY_LOCALE[shop.locale](shop)) {
      await createPage(payload, COLLECTIONS.content, shop, page);
      added++;
    }
  if (!(await hasEntries(payload, 'text-snippets', shop)))
    for (const snippet of textSnippetsFor(shop.locale)) {
      await payload.create({
        collection: 'text-snippets',
        overrideAccess: true,
        locale: shop.locale,
        draft: false,
        data: { ...snippet, shops: [shop.code], _status: 'published' } as never,
      });
      added++;
    }
  // the design elements, the demo inspiration and outfit and the listing texts: de-AT shops
  if (shop.locale !== 'de-AT') return added;
  added += await seedShopFrame(payload, shop);
  if (!(await hasEntries(payload, 'seo-contents', shop))) {
    // the dresses' buying guide, shown in their listing's content box
    const guide = await createPage(payload, COLLECTIONS.content, shop, dressGuideDeAt());
    const dresses = categoryIndex.byPath('/mode/damen-kleider')?.id;
    for (const entry of listingContentDeAt()) {
      const box = entry.categoryId === dresses ? { contentBox: { contentPage: guide.id } } : {};
      await payload.create({
        collection: 'seo-contents',
        overrideAccess: true,
        locale: shop.locale,
        draft: false,
        data: { ...entry, ...box, shops: [shop.code], _status: 'published' } as never,
      });
      added++;
    }
    added++;
  }
  if (!(await hasEntries(payload, 'plps', shop)))
    added += await seedCampaign(payload, catalog, shop, demoMedia);
  if (!(await hasEntries(payload, 'visual-filters', shop)))
    for (const filter of visualFiltersDeAt(await demoMedia())) {
      await publish(payload, 'visual-filters', shop, filter);
      added++;
    }
  const design: Route[] = [];
  for (const route of ['inspiration', 'outfit'] as const)
    if (!(await hasEntries(payload, COLLECTIONS[route], shop))) design.push(route);
  if (fresh) design.push('content');
  const home = !(await hasEntries(payload, 'home-pages', shop));
  if (design.length === 0 && !home) return added;
  const context = await designContext(payload, shop, await demoMedia(), catalog);
  if (home) {
    await payload.create({
      collection: 'home-pages',
      overrideAccess: true,
      locale: shop.locale,
      draft: false,
      data: {
        ...homePageDeAt(shop, context, await promotionIdsOf(payload, shop)),
        shops: [shop.code],
        _status: 'published',
      } as never,
    });
    added++;
  }
  const pages = designPagesDeAt(shop, context);
  for (const route of design)
    for (const page of pages[route]) {
      await createPage(payload, COLLECTIONS[route], shop, page);
      added++;
    }
  return added;
}
