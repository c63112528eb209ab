/**
 * A request body Payload's REST API cannot read answers 400 here, before Payload: Payload answers
 * a malformed multipart body ('Unexpected end of form') with HTTP 500. The admin sends its saves as
 * multipart (a `_payload` field, uploads at most 10 MB), so the check parses a copy once.
 */
export async function malformedCmsBody(request: Request): Promise<Response | null> {
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  if (!type.startsWith('multipart/form-data')) return null;
  try {
    await request.clone().formData();
    return null;
  } catch {
    return Response.json(
      { errors: [{ message: 'The request body is not valid multipart form data.' }] },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    );
  }
}
