import 'server-only';
import type { Metadata } from 'next';
import type { ShopConfig } from '@/lib/shop/shop';
import { familyAlternates } from '@/server/shop/family-alternates';

export interface OpenGraphImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

/**
 * Open Graph tags of a page (how a shared link shows in social networks and messengers): the
 * shop's name and locale, the page's title, description, canonical URL and images.
 */
export function openGraphOf(
  shop: ShopConfig,
  page: { title: string; description?: string; path: string; images?: OpenGraphImage[] },
): NonNullable<Metadata['openGraph']> {
  return {
    type: 'website',
    siteName: shop.brand,
    locale: shop.locale.replace('-', '_'),
    url: page.path,
    title: page.title,
    ...(page.description ? { description: page.description } : {}),
    ...(page.images?.length ? { images: page.images } : {}),
  };
}

/**
 * The metadata of an indexable page at a fixed path that every shop of the family has (contact,
 * catalogue, newsletter): title, description, canonical and hreflang URLs, Open Graph, and the
 * shop's own index directive (a shop kept out of search engines keeps these pages out too).
 */
export function indexablePageMetadata(
  shop: ShopConfig,
  page: { title: string; description: string; path: string },
): Metadata {
  return {
    title: page.title,
    description: page.description,
    robots: shop.index,
    alternates: { canonical: page.path, languages: familyAlternates(shop, () => page.path) },
    openGraph: openGraphOf(shop, page),
  };
}
