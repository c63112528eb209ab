import { getDb } from '@/server/db';
import { isOperatorRequest } from '@/server/operator/operator-access';
import { liftSuppression } from '@/server/mail/mail-suppression';
import { parseBounceReport, reportBounce } from '@/server/operator/report-bounce';
import { hasControlCharacters } from '@/lib/text/control-characters';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };
const MAX_BODY = 10_000;

/**
 * POST /api/operator/bounces {address, type: hard|soft|complaint, detail?}: a delivery report of
 * the mail provider (its webhook, or the operator by hand). A hard bounce or complaint stops all
 * mail to the address and puts its accounts in the verification state 'withdrawn'. Only with
 * OPERATOR_TOKEN; 404 for everyone else.
 */
export async function POST(request: Request) {
  if (!isOperatorRequest(request)) return new Response('Not Found', { status: 404 });
  const text = await request.text();
  if (text.length > MAX_BODY)
    return Response.json({ error: 'Body too large' }, { status: 413, headers: NO_STORE });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return Response.json({ error: 'Expected a JSON object' }, { status: 400, headers: NO_STORE });
  }
  const report = parseBounceReport(body);
  if ('error' in report) return Response.json(report, { status: 400, headers: NO_STORE });
  return Response.json(await reportBounce(await getDb(), report), { headers: NO_STORE });
}

/**
 * DELETE /api/operator/bounces?address=…: mail may go to the address again (the customer fixed
 * their mailbox); its withdrawn accounts are 'notVerified' and can ask for a new link.
 */
export async function DELETE(request: Request) {
  if (!isOperatorRequest(request)) return new Response('Not Found', { status: 404 });
  const address = new URL(request.url).searchParams.get('address')?.trim() ?? '';
  if (!address || address.length > 254 || hasControlCharacters(address))
    return Response.json(
      { error: 'address: an e-mail address is required' },
      { status: 400, headers: NO_STORE },
    );
  return Response.json({ lifted: await liftSuppression(await getDb(), address) }, { headers: NO_STORE });
}
