import 'server-only';
import { rawParamsOf } from '@/lib/listing/listing-url';
import { getDb } from '@/server/db';
import { registerListingRedirect } from '@/server/page-cache/redirect-before-render';
import { pastLastPageRedirect } from './past-last-page';

// loaded with the category page: from then on the shop's HTTP server redirects a listing page past
// its last on a page-cache miss without rendering it
registerListingRedirect(async (shop, pathname, search) =>
  pastLastPageRedirect(await getDb(), shop, pathname, rawParamsOf(search)),
);
