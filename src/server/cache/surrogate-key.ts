import type { CacheTag } from '@/server/cache-tags';

/** The longest Surrogate-Key header an answer carries (Fastly accepts 16 KB). */
const MAX_SURROGATE_KEY = 8192;

/**
 * The Surrogate-Key header of a shared answer (a stored page, a public API answer): its tags, which
 * a cache in front purges it by (CDN_PURGE_URL). Past the header's size only the broader tags: the
 * changes of the styles left out reach the answer through their categories' tags. Null without tags
 * or when even the broader ones do not fit.
 */
export function surrogateKeyOf(tags: readonly CacheTag[] | undefined): string | null {
  if (!tags || tags.length === 0) return null;
  const unique = [...new Set(tags)];
  const value = unique.join(' ');
  if (value.length <= MAX_SURROGATE_KEY) return value;
  const broad = unique.filter((tag) => !tag.startsWith('style:')).join(' ');
  return broad.length <= MAX_SURROGATE_KEY ? broad : null;
}
