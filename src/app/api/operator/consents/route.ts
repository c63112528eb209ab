import { getDb } from '@/server/db';
import { visitorConsents } from '@/server/consent/visitor-consents';
import { isOperatorRequest } from '@/server/operator/operator-access';
import { hasControlCharacters } from '@/lib/text/control-characters';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * GET /api/operator/consents?visitor={cookie id}&shop={code}: a visitor's consent choices with the
 * wording shown (the proof of decision 0019), newest first; the visitor reads the id on /support.
 * Only with OPERATOR_TOKEN; 404 for everyone else.
 */
export async function GET(request: Request) {
  if (!isOperatorRequest(request)) return new Response('Not Found', { status: 404 });
  const params = new URL(request.url).searchParams;
  for (const name of ['visitor', 'shop'])
    if (hasControlCharacters(params.get(name) ?? ''))
      return Response.json(
        { error: `${name}: control characters are not allowed` },
        { status: 400, headers: NO_STORE },
      );
  const shop = params.get('shop')?.trim().slice(0, 40) || undefined;
  const consents = await visitorConsents(await getDb(), params.get('visitor')?.trim() ?? '', shop);
  if (!consents)
    return Response.json(
      { error: 'visitor: the 21-character cookie id (shop_cid) is required' },
      { status: 400, headers: NO_STORE },
    );
  return Response.json({ consents }, { headers: NO_STORE });
}
