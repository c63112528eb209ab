import { openDatabase } from '../src/server/db/client';
import { ensureAppSecret } from '../src/server/db/app-secret';

/**
 * What the app's processes need to run the CMS: PAYLOAD_SECRET (signs the editors' sessions) from
 * the environment, or else the one kept in the database (made on first start).
 */
export async function cmsEnv(databaseUrl: string): Promise<{ PAYLOAD_SECRET: string }> {
  const configured = process.env.PAYLOAD_SECRET?.trim();
  if (configured) return { PAYLOAD_SECRET: configured };
  const handle = await openDatabase({ url: databaseUrl });
  try {
    return { PAYLOAD_SECRET: await ensureAppSecret(handle.db, 'payload') };
  } finally {
    await handle.close();
  }
}
