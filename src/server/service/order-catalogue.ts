import { createTranslator } from 'use-intl/core';
import messages from '../../../messages/de-AT.json';
import { normaliseAddress, type Address } from '@/lib/checkout/address-rules';
import { checkCatalogueOrder, type Catalogue } from '@/lib/service/catalogue-rules';
import { AccountError } from '@/server/auth/account-error';
import type { Database } from '@/server/db/client';
import { catalogueOrders } from '@/server/db/schema';
import { greetingName, mailBody, mailTexts } from '@/server/mail/mail-texts';
import { sendMail } from '@/server/mail/send-mail';

const names = createTranslator({ locale: 'de-AT', messages, namespace: 'catalogue.catalogues' });

/** Orders free printed catalogues to an address (customer-and-content S2 catalogue order). */
export async function orderCatalogue(
  db: Database,
  input: { address: Partial<Address>; email: string; catalogues: string[] },
): Promise<void> {
  const address = normaliseAddress(input.address);
  const catalogues = [...new Set(input.catalogues)];
  const errors = checkCatalogueOrder({ address, email: input.email, catalogues });
  if (errors.length > 0) throw new AccountError('FORM_INPUT_INVALID', {}, errors);
  const email = input.email.trim().toLowerCase() || null;
  await db.insert(catalogueOrders).values({ address, email, catalogues });
  if (email)
    await sendMail(db, {
      kind: 'catalogueOrder',
      to: email,
      subject: mailTexts('catalogueSubject'),
      text: mailBody(
        greetingName({ ...address, salutation: address.salutation || 'd' }),
        mailTexts('catalogueText', { catalogues: catalogues.map((c) => names(c as Catalogue)).join(', ') }),
      ),
    });
}
