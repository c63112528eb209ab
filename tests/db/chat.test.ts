import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOPS } from '@/lib/shop/shops';
import { closeConversation, openConversations, replyToConversation } from '@/server/chat/agent-chat';
import { loadShopperChat, postShopperMessage } from '@/server/chat/shopper-chat';
import { rowsOf } from '@/server/db/rows';
import { openTestDatabase } from '../support/test-databases';

const shop = SHOPS.find((s) => s.code === 'lindgard-at')!;

describe('chat with customer service', () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  const newShopper = async () =>
    rowsOf<{ id: string }>(
      await handle.db.execute(
        sql`insert into shopper_sessions (shop_code) values (${shop.code}) returning id`,
      ),
    )[0]!.id;

  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('messages sent at once land in one conversation; each shopper sees only their own', async () => {
    const anna = await newShopper();
    const max = await newShopper();
    await Promise.all(
      ['eins', 'zwei', 'drei', 'vier'].map((text) =>
        postShopperMessage(handle.db, shop, { id: anna, customerNumber: null }, text),
      ),
    );
    await postShopperMessage(handle.db, shop, { id: max, customerNumber: '123456' }, 'Hallo');
    expect((await loadShopperChat(handle.db, shop, anna)).map((m) => m.body).sort()).toEqual([
      'drei',
      'eins',
      'vier',
      'zwei',
    ]);
    expect((await loadShopperChat(handle.db, shop, max)).map((m) => m.body)).toEqual(['Hallo']);
    const other = SHOPS.find((s) => s.code === 'lindgard-de')!;
    expect(await loadShopperChat(handle.db, other, anna)).toEqual([]);
    const open = await openConversations(handle.db);
    expect(open.filter((c) => c.messages.some((m) => m.body === 'eins'))).toHaveLength(1);
    expect(open.find((c) => c.customerNumber === '123456')).toMatchObject({
      waiting: true,
      shopCode: 'lindgard-at',
    });
  });

  it('an answer reaches the shopper; a closed conversation takes no answer and the next message starts a new one', async () => {
    const shopper = await newShopper();
    await postShopperMessage(handle.db, shop, { id: shopper, customerNumber: null }, 'Frage');
    const conversation = (await openConversations(handle.db)).find((c) =>
      c.messages.some((m) => m.body === 'Frage'),
    )!;
    expect(await replyToConversation(handle.db, conversation.id, 'Eva', 'Antwort')).toBe(true);
    expect(await loadShopperChat(handle.db, shop, shopper)).toMatchObject([
      { author: 'customer', body: 'Frage' },
      { author: 'agent', agentName: 'Eva', body: 'Antwort' },
    ]);
    expect((await openConversations(handle.db)).find((c) => c.id === conversation.id)!.waiting).toBe(false);
    expect(await closeConversation(handle.db, conversation.id)).toBe(true);
    expect(await replyToConversation(handle.db, conversation.id, 'Eva', 'zu spät')).toBe(false);
    expect(await loadShopperChat(handle.db, shop, shopper)).toEqual([]);
    await postShopperMessage(handle.db, shop, { id: shopper, customerNumber: null }, 'Noch eine Frage');
    expect((await loadShopperChat(handle.db, shop, shopper)).map((m) => m.body)).toEqual(['Noch eine Frage']);
  });
});
