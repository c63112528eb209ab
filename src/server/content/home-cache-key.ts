/** The key prefix of a shop's published home entries in the answers cache ('home:{shop}'). */
export const HOME_CACHE_PREFIX = 'home:';
