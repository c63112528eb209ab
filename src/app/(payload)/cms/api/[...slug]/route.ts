/* The CMS's REST API, used by the editors' UI (routes.api in src/cms/payload.config.mts). */
import config from '@payload-config';
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes';
import { guardCmsAuth } from '@/server/content/cms-auth-guard';
import { getDb } from '@/server/db';

const post = REST_POST(config);

export const GET = REST_GET(config);
export const DELETE = REST_DELETE(config);
export const PATCH = REST_PATCH(config);
export const PUT = REST_PUT(config);
export const OPTIONS = REST_OPTIONS(config);

/** Logins and password-reset mails are counted first (cms-auth-guard.ts). */
export async function POST(request: Request, context: { params: Promise<{ slug: string[] }> }) {
  return (await guardCmsAuth(await getDb(), request)) ?? post(request, context);
}
