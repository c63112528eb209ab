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
import { getPayload } from 'payload';
import { mediaDirectory } from '@/cms/collections/media';
import { guardCmsAuth } from '@/server/content/cms-auth-guard';
import {
  cmsRefusal,
  isMediaDocumentRead,
  missingMediaFile,
  unknownLocale,
  unusedEndpoint,
  withoutServerError,
} from '@/server/content/cms-api-request-check';
import { malformedCmsBody } from '@/server/content/cms-body-check';
import { getDb } from '@/server/db';

type Context = { params: Promise<{ slug: string[] }> };

const get = REST_GET(config);
const post = REST_POST(config);
const patch = REST_PATCH(config);
const put = REST_PUT(config);
const remove = REST_DELETE(config);

export const OPTIONS = REST_OPTIONS(config);

/** Whether the request carries an editor's login (cookie or header), as Payload reads it. */
async function isEditor(request: Request): Promise<boolean> {
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: request.headers });
  return Boolean(user);
}

/** Reads: known locales; the media documents for editors only, their files for everyone. */
export async function GET(request: Request, context: Context) {
  const refused =
    unknownLocale(request) ??
    missingMediaFile(request, mediaDirectory()) ??
    (isMediaDocumentRead(request) && !(await isEditor(request))
      ? cmsRefusal(403, 'You are not allowed to perform this action.')
      : null);
  return refused ?? withoutServerError(request, await get(request, context));
}

/** A body Payload cannot read is refused first (cms-body-check.ts); then logins and reset mails are counted. */
export async function POST(request: Request, context: Context) {
  return (
    unknownLocale(request) ??
    unusedEndpoint(request) ??
    (await malformedCmsBody(request)) ??
    (await guardCmsAuth(await getDb(), request)) ??
    withoutServerError(request, await post(request, context))
  );
}

export async function PATCH(request: Request, context: Context) {
  return (
    unknownLocale(request) ??
    (await malformedCmsBody(request)) ??
    withoutServerError(request, await patch(request, context))
  );
}

export async function PUT(request: Request, context: Context) {
  return (
    unknownLocale(request) ??
    (await malformedCmsBody(request)) ??
    withoutServerError(request, await put(request, context))
  );
}

export async function DELETE(request: Request, context: Context) {
  return unknownLocale(request) ?? withoutServerError(request, await remove(request, context));
}
