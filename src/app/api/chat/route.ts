import { chatRequest } from '@/server/chat/chat-request';

export const dynamic = 'force-dynamic';

/** GET: the caller's open chat with customer service; POST {text}: a message to it. */
export { chatRequest as GET, chatRequest as POST };
