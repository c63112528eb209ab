import { getDb } from '@/server/db';
import { isOperatorRequest } from '@/server/operator/operator-access';
import { listOutbox } from '@/server/operator/list-outbox';
import { hasControlCharacters } from '@/lib/text/control-characters';

export const dynamic = 'force-dynamic';

/**
 * GET /api/operator/outbox?to=&kind=&limit=: the mails the shop wrote (without SMTP_URL the only
 * place they go), for the operator with OPERATOR_TOKEN. 404 for everyone else.
 */
export async function GET(request: Request) {
  if (!isOperatorRequest(request)) return new Response('Not Found', { status: 404 });
  const params = new URL(request.url).searchParams;
  for (const name of ['to', 'kind'])
    if (hasControlCharacters(params.get(name) ?? ''))
      return Response.json(
        { error: `${name}: control characters are not allowed` },
        { status: 400, headers: { 'cache-control': 'no-store' } },
      );
  const limit = Math.min(Math.max(Number(params.get('limit')) || 20, 1), 200);
  const mails = await listOutbox(await getDb(), {
    to: params.get('to')?.slice(0, 254) || undefined,
    kind: params.get('kind')?.slice(0, 40) || undefined,
    limit,
  });
  return Response.json({ mails }, { headers: { 'cache-control': 'no-store' } });
}
