import { GraphQLError } from 'graphql';
import { isBotUserAgent } from '@/lib/client/client-state';
import { chatText, CHAT_MESSAGE_MAX } from '@/lib/chat/chat-text';
import { getDb } from '@/server/db';
import { clientAddress } from '@/server/http/client-address';
import { readBodyWithin } from '@/server/http/read-body';
import { RATE_RULES, retryAfterSeconds, takeRateLimit } from '@/server/rate-limit/rate-limit';
import { ShopperSessionAccess } from '@/server/session/shopper-session';
import { ownPageShop } from '@/server/http/own-page-shop';
import { loadShopperChat, postShopperMessage } from './shopper-chat';

/** Error codes of the chat endpoint; the widget shows the messages file's text for each. */
export type ChatErrorCode =
  'CHAT_MESSAGE_INVALID' | 'TOO_MANY_REQUESTS' | 'FORBIDDEN' | 'NOT_FOUND' | 'METHOD_NOT_ALLOWED';

function answer(status: number, body: object, setCookies: string[] = [], extra: Record<string, string> = {}) {
  const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store', ...extra });
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status, headers });
}

const refuse = (status: number, error: ChatErrorCode, message: string, extra: Record<string, string> = {}) =>
  answer(status, { error, message }, [], extra);

/**
 * /api/chat: GET answers the messages of the caller's open conversation (none without a session);
 * POST {text} adds a message, creating the shopper's session when needed. Only from the shop's
 * own pages; messages are counted per client address and per shopper in PostgreSQL.
 */
export async function chatRequest(request: Request): Promise<Response> {
  // HEAD is a GET without its body (the server leaves the body out), as the Allow header says
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (method !== 'GET' && method !== 'POST')
    return refuse(405, 'METHOD_NOT_ALLOWED', 'Use GET or POST.', { allow: 'GET, HEAD, POST, OPTIONS' });
  const shop = ownPageShop(request);
  if (shop === 'unknown-shop') return refuse(404, 'NOT_FOUND', 'No shop answers at this address.');
  if (shop === 'foreign') return refuse(403, 'FORBIDDEN', "The chat answers only the shop's own pages.");
  const db = await getDb();
  const setCookies: string[] = [];
  const session = new ShopperSessionAccess(db, shop, request, setCookies);
  if (method === 'GET') {
    const shopperId = await session.currentId();
    return answer(200, { messages: shopperId ? await loadShopperChat(db, shop, shopperId) : [] });
  }
  const body = await readBodyWithin(request, 8 * CHAT_MESSAGE_MAX);
  let text: string | null = null;
  if (body !== 'too-large') {
    try {
      text = chatText((JSON.parse(new TextDecoder().decode(body)) as { text?: unknown }).text);
    } catch {
      text = null;
    }
  }
  if (!text) return refuse(400, 'CHAT_MESSAGE_INVALID', `A message of 1 to ${CHAT_MESSAGE_MAX} characters.`);
  if (isBotUserAgent(request.headers.get('user-agent')))
    return refuse(403, 'FORBIDDEN', 'Crawlers cannot chat with customer service.');
  const client = clientAddress(request.headers);
  if (!(await takeRateLimit(db, RATE_RULES.chatMessagesPerClient, client)))
    return refuse(429, 'TOO_MANY_REQUESTS', 'Too many messages.', {
      'retry-after': String(retryAfterSeconds(RATE_RULES.chatMessagesPerClient)),
    });
  let shopperId: string;
  try {
    shopperId = await session.ensureId();
  } catch (error) {
    // past the sessions this address may start in an hour: the API's refusal, as this route answers
    if (!(error instanceof GraphQLError) || error.extensions.code !== 'TOO_MANY_REQUESTS') throw error;
    return refuse(429, 'TOO_MANY_REQUESTS', error.message, {
      'retry-after': String(retryAfterSeconds(RATE_RULES.sessionsPerClient)),
    });
  }
  if (!(await takeRateLimit(db, RATE_RULES.chatMessagesPerShopper, shopperId)))
    return refuse(429, 'TOO_MANY_REQUESTS', 'Too many messages.', {
      'retry-after': String(retryAfterSeconds(RATE_RULES.chatMessagesPerShopper)),
    });
  const customer = await session.customer();
  await postShopperMessage(
    db,
    shop,
    { id: shopperId, customerNumber: customer?.customerNumber ?? null },
    text,
  );
  return answer(200, { messages: await loadShopperChat(db, shop, shopperId) }, setCookies);
}
