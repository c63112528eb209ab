/** Lower-case words and digits joined by '-', in segments joined by '/' (kundenservice/faq). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** Longest address an editorial page may have after its route. */
export const MAX_SLUG_LENGTH = 200;

/** Whether `slug` can be an editorial page's address. */
export function isPageSlug(slug: string): boolean {
  return slug.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(slug);
}
