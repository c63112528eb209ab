import type { CollectionSlug, Payload } from 'payload';
import { SHOPS } from '@/lib/shop/shops';
import type { ShopConfig } from '@/lib/shop/shop';
import { demoModalDeAt, designPagesDeAt, type DesignContext } from './design-pages-de-at';
import { legalPagesDeAt } from './legal-pages-de-at';
import { ensureDemoMedia, type DemoMedia } from './seed-media';
import type { SeedPage } from './seed-page';
import { servicePagesDeAt } from './service-pages-de-at';

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

async function ensureModal(payload: Payload, shop: ShopConfig): Promise<number> {
  const modal = demoModalDeAt();
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
 * Adds the demo pages to each shop that has no entries in a page collection yet (its first start,
 * or the first start after a collection was added), published. A shop whose editors have worked on
 * a collection gets nothing there: pages they deleted or renamed do not come back. Shops of other
 * locales than de-AT get their pages in later releases.
 */
export async function seedContent(payload: Payload, catalog: SeedCatalog): Promise<number> {
  let added = 0;
  let media: DemoMedia | undefined;
  for (const shop of SHOPS) {
    if (shop.locale !== 'de-AT') continue;
    const missing: Route[] = [];
    for (const route of Object.keys(COLLECTIONS) as Route[])
      if (!(await hasEntries(payload, COLLECTIONS[route], shop))) missing.push(route);
    if (missing.length === 0) continue;
    if (missing.includes('content'))
      for (const page of [...legalPagesDeAt(shop), ...servicePagesDeAt(shop)]) {
        await createPage(payload, COLLECTIONS.content, shop, page);
        added++;
      }
    media ??= await ensureDemoMedia(payload);
    const design = designPagesDeAt(shop, await designContext(payload, shop, media, catalog));
    for (const route of missing)
      for (const page of design[route]) {
        await createPage(payload, COLLECTIONS[route], shop, page);
        added++;
      }
  }
  return added;
}
