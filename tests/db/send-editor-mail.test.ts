import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendEditorMail } from '@/server/content/send-editor-mail';
import { openTestDatabase } from '../support/test-databases';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

describe("the CMS's mail to an editor (password reset)", () => {
  it('writes 3 mails per editor an hour to the outbox, then sends nothing', async () => {
    const mail = {
      to: 'Erika.Editor@shop.local',
      subject: 'Reset',
      text: 'Link: http://localhost:3000/admin/reset/x',
    };
    const sent = [];
    for (let i = 0; i < 4; i++) sent.push(await sendEditorMail(db.db, mail));
    expect(sent).toEqual([true, true, true, false]);
    const rows = (
      (await db.db.execute(
        sql`select kind, shop_code from outbox_mails where to_address = ${mail.to} order by created_at`,
      )) as unknown as { rows: { kind: string; shop_code: string }[] }
    ).rows;
    expect(rows).toEqual(Array(3).fill({ kind: 'editor:passwordReset', shop_code: 'lindgard-at' }));
    // another editor is not affected
    expect(await sendEditorMail(db.db, { ...mail, to: 'other.editor@shop.local' })).toBe(true);
  });
});
