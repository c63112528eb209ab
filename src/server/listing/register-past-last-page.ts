import 'server-only';
import { getDb } from '@/server/db';
import { registerListingRedirect } from '@/server/page-cache/redirect-before-render';
import { pastLastPageRedirect, type RawParams } from './past-last-page';

/** query parameters as Next.js hands them to a page: a string, or a list when repeated */
function paramsOf(search: string): RawParams {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const before = params[key];
    params[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return params;
}

// loaded with the category page: from then on the shop's HTTP server redirects a listing page past
// its last on a page-cache miss without rendering it
registerListingRedirect(async (shop, pathname, search) =>
  pastLastPageRedirect(await getDb(), shop, pathname, paramsOf(search)),
);
