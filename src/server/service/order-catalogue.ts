import { shopTexts } from '@/server/shop/shop-texts';
import { normaliseAddress, type Address } from '@/lib/checkout/address-rules';
import { checkCatalogueOrder } from '@/lib/service/catalogue-rules';
import { AccountError } from '@/server/auth/account-error';
import type { Database } from '@/server/db/client';
import { catalogueOrders } from '@/server/db/schema';
import { greetingName, mailBody, mailTexts } from '@/server/mail/mail-texts';
import { sendMail } from '@/server/mail/send-mail';
import type { ShopConfig } from '@/lib/shop/shop';
import { assertMailAllowed } from '@/server/mail/mail-allowance';
import { postcodeRuleOf } from '@/lib/shop/postcode-rule';

/** Orders free printed catalogues to an address (customer-and-content S2 catalogue order). */
export async function orderCatalogue(
  db: Database,
  shop: ShopConfig,
  input: { address: Partial<Address>; email: string; catalogues: string[] },
  client: string,
): Promise<void> {
  const address = normaliseAddress(input.address);
  const catalogues = [...new Set(input.catalogues)];
  const errors = checkCatalogueOrder({ address, email: input.email, catalogues }, postcodeRuleOf(shop));
  if (errors.length > 0) throw new AccountError('FORM_INPUT_INVALID', {}, errors);
  const email = input.email.trim().toLowerCase() || null;
  // a catalogue is posted: each order costs work, with or without a confirmation mail
  await assertMailAllowed(db, client, email);
  await db.insert(catalogueOrders).values({ shopCode: shop.code, address, email, catalogues });
  if (email)
    await sendMail(db, shop, {
      kind: 'catalogueOrder',
      to: email,
      subject: mailTexts(shop)('catalogueSubject'),
      text: mailBody(
        shop,
        greetingName(shop, { ...address, salutation: address.salutation || 'd' }),
        mailTexts(shop)('catalogueText', {
          catalogues: catalogues.map((c) => shopTexts(shop, 'catalogue.catalogues')(c)).join(', '),
        }),
      ),
    });
}
