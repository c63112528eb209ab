import { createHash } from 'node:crypto';
import { matchesIfNoneMatch } from '@/lib/http/if-none-match';
import { NO_STORE, shopTag, type CacheTag } from '@/server/cache-tags';
import { surrogateKeyOf } from '@/server/cache/surrogate-key';

/**
 * A public GET answer of the API (Cache-Control public, set by yoga.ts) with its validator and its
 * tags: an ETag from its body (a client asking again with If-None-Match gets 304 while the answer
 * is unchanged) and a Surrogate-Key with the tags of what its resolvers read, so a cache in front
 * drops it with the pages that show the same products or content. An answer whose read could not
 * be complete (no-store) becomes private. Personal or failed answers pass unchanged.
 */
export async function withValidators(
  requestHeaders: Headers,
  response: Response,
  shopCode: string,
  tags: ReadonlySet<CacheTag>,
): Promise<Response> {
  if (response.status !== 200 || !response.headers.get('cache-control')?.startsWith('public'))
    return response;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  if (tags.has(NO_STORE)) {
    headers.set('cache-control', 'no-store');
    return new Response(body, { status: 200, headers });
  }
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  headers.set('etag', etag);
  const surrogateKey = surrogateKeyOf([shopTag(shopCode), ...tags]);
  if (surrogateKey) headers.set('surrogate-key', surrogateKey);
  if (matchesIfNoneMatch(requestHeaders.get('if-none-match'), etag)) {
    headers.delete('content-length');
    headers.delete('content-type');
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}
