import type { PageVariant } from '@/lib/page-cache/page-variant';

type Env = Record<string, string | undefined>;

/**
 * Cache-Control of what is the same for everyone: stored pages and the API's public GET answers.
 * Browsers always ask again (max-age=0) and get 304 while the ETag still matches. A cache in front
 * of the shop (Varnish, a CDN) keeps them for CDN_MAX_AGE_SECONDS and is purged by their tags
 * (Surrogate-Key, CDN_PURGE_URL); without one configured (0, the default) nothing keeps them
 * unasked: a change must show at once, and only a purged cache may hold answers longer.
 * Personal answers never get this: they are `private, no-store`.
 */
export function sharedCacheControl(env: Env = process.env): string {
  const seconds = cdnMaxAgeSeconds(env);
  return seconds > 0 ? `public, max-age=0, s-maxage=${seconds}` : 'public, no-cache';
}

export function cdnMaxAgeSeconds(env: Env = process.env): number {
  const seconds = Number(env.CDN_MAX_AGE_SECONDS ?? 0);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 0;
}

/** The request and answer header naming a shared page's variant for a cache in front. */
export const PAGE_VARIANT_HEADER_FOR_EDGE = 'x-page-variant';

const VARIANT_NAMES: Record<string, PageVariant> = { plain: '', bot: 'bot', ios: 'ios', android: 'android' };

/** A variant's name in the header ('' is `plain`). */
export function variantName(variant: PageVariant): string {
  return variant === '' ? 'plain' : variant;
}

/**
 * The variant a trusted cache in front named for the request (it keys its copies by it; the page
 * it gets must be the one it asked for): only with a cache in front configured and TRUST_PROXY=1,
 * and only a variant that exists. Null: the shop decides from the User-Agent and cookies.
 */
export function edgeVariant(
  header: string | string[] | undefined,
  env: Env = process.env,
): PageVariant | null {
  if (typeof header !== 'string' || env.TRUST_PROXY !== '1' || cdnMaxAgeSeconds(env) === 0) return null;
  return Object.hasOwn(VARIANT_NAMES, header) ? VARIANT_NAMES[header]! : null;
}
