import { createCatalogueFeedEndpoint } from '@/server/admin-api/catalogue-feed-endpoint';
import { editorOfRequest } from '@/server/admin-api/editor-of-request';
import { getDb } from '@/server/db';

export const dynamic = 'force-dynamic';

const handle = createCatalogueFeedEndpoint(getDb, editorOfRequest);

/** POST /admin-api/catalogue-feed: a catalogue feed from /admin or an integration (decision 0041). */
export { handle as POST, handle as GET, handle as PUT, handle as PATCH, handle as DELETE };
