/* The CMS's REST API, used by the editors' UI (routes.api in src/cms/payload.config.mts). */
import config from '@payload-config';
import { sql } from 'drizzle-orm';
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
import { EDITOR_ROLES } from '@/cms/access/roles';
import { guardCmsAuth } from '@/server/content/cms-auth-guard';
import {
  asReadRequest,
  cmsRefusal,
  isMediaDocumentRead,
  isReadOverride,
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

/** Whether the request carries the login of an editor or admin (cookie or header), as Payload reads it. */
async function isEditor(request: Request): Promise<boolean> {
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: request.headers });
  const roles = (user as { roles?: unknown } | null)?.roles;
  return Array.isArray(roles) && roles.some((role) => (EDITOR_ROLES as readonly unknown[]).includes(role));
}

/** Whether the database answers: a 500 while it does was the request's doing. */
async function databaseAnswers(): Promise<boolean> {
  try {
    await (await getDb()).execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Payload's answer, a server error the request caused answered as the bad request it was. */
async function answered(request: Request, response: Response | Promise<Response>): Promise<Response> {
  return withoutServerError(request, await response, databaseAnswers);
}

/** Reads: known locales; the media documents for editors only, their files for everyone. */
export async function GET(request: Request, context: Context) {
  const refused =
    unknownLocale(request) ??
    missingMediaFile(request, mediaDirectory()) ??
    (isMediaDocumentRead(request) && !(await isEditor(request))
      ? cmsRefusal(403, 'You are not allowed to perform this action.')
      : null);
  return refused ?? answered(request, get(request, context));
}

/**
 * A body Payload cannot read is refused first (cms-body-check.ts); then logins and reset mails are
 * counted. A read sent as POST (the admin's relationship and upload fields send their queries so,
 * with X-Payload-HTTP-Method-Override: GET) is the read it stands for, under the reads' rules.
 */
export async function POST(request: Request, context: Context) {
  if (isReadOverride(request)) {
    const read = await asReadRequest(request);
    if (read) return GET(read, context);
    // a read with a JSON body Payload reads itself: the media documents stay the editors'
    if (isMediaDocumentRead(request) && !(await isEditor(request)))
      return cmsRefusal(403, 'You are not allowed to perform this action.');
  }
  return (
    unknownLocale(request) ??
    unusedEndpoint(request) ??
    (await malformedCmsBody(request)) ??
    (await guardCmsAuth(await getDb(), request)) ??
    answered(request, post(request, context))
  );
}

export async function PATCH(request: Request, context: Context) {
  return (
    unknownLocale(request) ?? (await malformedCmsBody(request)) ?? answered(request, patch(request, context))
  );
}

export async function PUT(request: Request, context: Context) {
  return (
    unknownLocale(request) ?? (await malformedCmsBody(request)) ?? answered(request, put(request, context))
  );
}

export async function DELETE(request: Request, context: Context) {
  return unknownLocale(request) ?? answered(request, remove(request, context));
}
