import { and, eq, isNull, sql } from 'drizzle-orm';
import { assertMailAllowed } from '@/server/mail/mail-allowance';
import { RATE_RULES, retryAfterSeconds, takeRateLimit } from '@/server/rate-limit/rate-limit';
import { checkRegistration, type RegistrationInput } from '@/lib/auth/registration-rules';
import type { Database } from '@/server/db/client';
import { customers, shopperSessions } from '@/server/db/schema';
import { AccountError } from './account-error';
import { hashPassword } from './password';
import type { ShopConfig } from '@/lib/shop/shop';

export interface RegisteredCustomer {
  id: string;
  customerNumber: string;
  shopperId: string;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/**
 * Registers a customer (customer-and-content S4 'register'): the input is checked by the shared
 * rules, the password stored as argon2id, a customer number issued and an own shopper row created
 * for the wishlist and basket. The e-mail address starts as notVerified.
 */
export async function registerCustomer(
  db: Database,
  shop: ShopConfig,
  input: RegistrationInput,
  client: string,
): Promise<RegisteredCustomer> {
  const { errors, registration } = checkRegistration(input);
  if (!registration) throw new AccountError('ACCOUNT_INPUT_INVALID', {}, errors);
  // an account costs a password hash and sends a welcome mail: counted per client, and the mail per
  // client and mailbox
  if (!(await takeRateLimit(db, RATE_RULES.registrationPerClient, client)))
    throw new AccountError('TOO_MANY_REQUESTS', {
      minutes: Math.ceil(retryAfterSeconds(RATE_RULES.registrationPerClient) / 60),
    });
  const taken = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.shopCode, shop.code),
        eq(customers.email, registration.email),
        isNull(customers.deletionRequestedAt),
      ),
    );
  if (taken.length > 0) throw alreadyRegistered();
  // only a registration that sends its mail counts against the mailbox's allowance: attempts with a
  // registered address used it up, and the owner's password reset mails were refused for an hour
  await assertMailAllowed(db, client, registration.email);
  const passwordHash = await hashPassword(registration.password);
  try {
    return await db.transaction(async (tx) => {
      const [shopper] = await tx
        .insert(shopperSessions)
        .values({ shopCode: shop.code, tokenHash: null })
        .returning();
      const [customer] = await tx
        .insert(customers)
        .values({
          customerNumber: sql`nextval('customer_number_seq')::text`,
          shopCode: shop.code,
          email: registration.email,
          passwordHash,
          salutation: registration.salutation,
          firstName: registration.firstName,
          lastName: registration.lastName,
          birthDate: registration.birthDate,
          shopperId: shopper!.id,
        })
        .returning({ id: customers.id, customerNumber: customers.customerNumber });
      return { id: customer!.id, customerNumber: customer!.customerNumber, shopperId: shopper!.id };
    });
  } catch (error) {
    // two registrations of one address at the same moment: the second loses here
    if (isUniqueViolation(error) || isUniqueViolation((error as { cause?: unknown })?.cause))
      throw alreadyRegistered();
    throw error;
  }
}

const alreadyRegistered = () =>
  new AccountError('EMAIL_ALREADY_REGISTERED', {}, [
    { field: 'email', key: 'EMAIL_ALREADY_REGISTERED', values: {} },
  ]);
