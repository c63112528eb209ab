import 'server-only';
import type { Document } from '@contentful/rich-text-types';
import { z } from 'zod';
import { logger } from '@/server/logger';
import { LISTING_CONTENT } from './listing-content-data';
import type { Locale } from '@/lib/shop/shop';
import { catalogLanguage } from '@/lib/catalog-i18n/catalog-language';

const linkBoxSchema = z.object({
  linkboxEntries: z
    .array(
      z.object({
        label: z.string(),
        children: z.array(z.object({ name: z.string(), destination: z.string() })),
      }),
    )
    .optional(),
});

export type LinkBox = z.infer<typeof linkBoxSchema>;

export interface ListingContent {
  linkBox: LinkBox | null;
  bottomContent: Document | null;
}

/**
 * The one loader for a listing's editorial content (link box, SEO bottom text). It reads seed data
 * now; the content service replaces it later. A link box of the wrong shape renders nothing and is
 * logged as the spec says (S5, S8.7).
 */
export async function getListingContent(locale: Locale, categoryPath: string): Promise<ListingContent> {
  // the seeded texts are German; a shop of another language shows none until the CMS has its own
  const seed = catalogLanguage(locale) === 'de' ? LISTING_CONTENT[categoryPath] : undefined;
  if (!seed) return { linkBox: null, bottomContent: null };
  let linkBox: LinkBox | null = null;
  if (seed.linkBox !== undefined) {
    const parsed = linkBoxSchema.safeParse(seed.linkBox);
    if (parsed.success) linkBox = parsed.data;
    else logger.warn({ issueLevel: 'Business', categoryPath }, 'Failed to render Linkbox');
  }
  return { linkBox, bottomContent: seed.bottomContent ?? null };
}
