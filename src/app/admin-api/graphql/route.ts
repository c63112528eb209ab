import { createAdminEndpoint } from '@/server/admin-api/admin-endpoint';
import { editorOfRequest } from '@/server/admin-api/editor-of-request';
import { getDb } from '@/server/db';

export const dynamic = 'force-dynamic';

const handle = createAdminEndpoint(getDb, editorOfRequest);

/** POST /admin-api/graphql: the admin API (issue 51, README 'Admin API'). */
export { handle as POST, handle as GET, handle as PUT, handle as PATCH, handle as DELETE };
