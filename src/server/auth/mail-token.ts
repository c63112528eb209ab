import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ShopConfig } from '@/lib/shop/shop';
import type { Database } from '@/server/db/client';
import { mailTokens } from '@/server/db/schema';
import { hashSessionToken, isWellFormedToken, newSessionToken } from '@/server/session/session-token';

export type MailTokenPurpose = 'passwordReset' | 'emailVerification' | 'newsletter';

/** How long each kind of link works. */
export const MAIL_TOKEN_TTL_MS: Record<MailTokenPurpose, number> = {
  passwordReset: 60 * 60 * 1000,
  emailVerification: 7 * 24 * 60 * 60 * 1000,
  newsletter: 7 * 24 * 60 * 60 * 1000,
};

export interface MailTokenOwner {
  customerId: string | null;
  email: string;
}

/** A new single-use link token; earlier unused tokens of the same purpose for this owner stop working. */
export async function issueMailToken(
  db: Database,
  shop: ShopConfig,
  purpose: MailTokenPurpose,
  owner: MailTokenOwner,
): Promise<string> {
  const token = newSessionToken();
  await db.transaction(async (tx) => {
    await tx
      .update(mailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(mailTokens.shopCode, shop.code),
          eq(mailTokens.purpose, purpose),
          eq(mailTokens.email, owner.email),
          isNull(mailTokens.usedAt),
        ),
      );
    await tx.insert(mailTokens).values({
      tokenHash: hashSessionToken(token),
      shopCode: shop.code,
      purpose,
      customerId: owner.customerId,
      email: owner.email,
      expiresAt: new Date(Date.now() + MAIL_TOKEN_TTL_MS[purpose]),
    });
  });
  return token;
}

export type MailTokenCheck =
  | { status: 'valid'; owner: MailTokenOwner }
  /** known, but used or expired: the owner can be sent a new link */
  | { status: 'spent'; owner: MailTokenOwner }
  | { status: 'unknown' };

/** A link works only in the shop whose mail carried it. */
async function find(db: Database, shop: ShopConfig, purpose: MailTokenPurpose, token: string) {
  const [row] = await db
    .select()
    .from(mailTokens)
    .where(
      and(
        eq(mailTokens.tokenHash, hashSessionToken(token)),
        eq(mailTokens.purpose, purpose),
        eq(mailTokens.shopCode, shop.code),
      ),
    );
  return row ?? null;
}

/** Whether a link token works, without using it (the page that shows the form). */
export async function checkMailToken(
  db: Database,
  shop: ShopConfig,
  purpose: MailTokenPurpose,
  token: string | null | undefined,
): Promise<MailTokenCheck> {
  if (!isWellFormedToken(token)) return { status: 'unknown' };
  const row = await find(db, shop, purpose, token);
  if (!row) return { status: 'unknown' };
  const owner = { customerId: row.customerId, email: row.email };
  return row.usedAt === null && row.expiresAt.getTime() > Date.now()
    ? { status: 'valid', owner }
    : { status: 'spent', owner };
}

/** Uses a link token: exactly one caller gets 'valid' for it, however many use it at once. */
export async function consumeMailToken(
  db: Database,
  shop: ShopConfig,
  purpose: MailTokenPurpose,
  token: string | null | undefined,
): Promise<MailTokenCheck> {
  if (!isWellFormedToken(token)) return { status: 'unknown' };
  const [used] = await db
    .update(mailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(mailTokens.tokenHash, hashSessionToken(token)),
        eq(mailTokens.purpose, purpose),
        eq(mailTokens.shopCode, shop.code),
        isNull(mailTokens.usedAt),
        gt(mailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ customerId: mailTokens.customerId, email: mailTokens.email });
  if (used) return { status: 'valid', owner: used };
  return checkMailToken(db, shop, purpose, token);
}
