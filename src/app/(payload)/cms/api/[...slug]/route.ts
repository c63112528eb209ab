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
import { malformedCmsBody } from '@/server/content/cms-body-check';
import { getDb } from '@/server/db';

type Context = { params: Promise<{ slug: string[] }> };

const post = REST_POST(config);
const patch = REST_PATCH(config);
const put = REST_PUT(config);

export const GET = REST_GET(config);
export const DELETE = REST_DELETE(config);
export const OPTIONS = REST_OPTIONS(config);

/** A body Payload cannot read is refused first (cms-body-check.ts); then logins and reset mails are counted. */
export async function POST(request: Request, context: Context) {
  return (
    (await malformedCmsBody(request)) ??
    (await guardCmsAuth(await getDb(), request)) ??
    post(request, context)
  );
}

export async function PATCH(request: Request, context: Context) {
  return (await malformedCmsBody(request)) ?? patch(request, context);
}

export async function PUT(request: Request, context: Context) {
  return (await malformedCmsBody(request)) ?? put(request, context);
}
