import { activateNewsletter } from '@/server/newsletter/activate-newsletter';
import { subscribeNewsletter } from '@/server/newsletter/subscribe-newsletter';
import { unsubscribeNewsletter } from '@/server/newsletter/unsubscribe-newsletter';
import { loadNewsletterData, updateNewsletterData } from '@/server/newsletter/update-newsletter-data';
import { orderCatalogue } from '@/server/service/order-catalogue';
import { VISITOR_ID, recordOptOut } from '@/server/service/record-opt-out';
import { submitContactMessage } from '@/server/service/submit-contact-message';
import { originOfShop } from '@/server/shop/request-shop';
import { clientAddress } from '@/server/http/client-address';
import { apiError } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';
import { accountCall, requireCustomer } from './account-call';

/** Contact, catalogue order, newsletter and opt-out (customer-and-content S2–S4; calls not shown there). */
export const serviceResolvers: Resolvers = {
  Query: {
    newsletterData: (_parent, { locale }, context) =>
      accountCall(context, locale, async () =>
        loadNewsletterData(context.db, context.shop, (await requireCustomer(context)).id),
      ),
  },
  Mutation: {
    submitContactForm: (_parent, { input }, context) =>
      accountCall(context, input.locale, async () => {
        const customer = await context.session.customer();
        await submitContactMessage(
          context.db,
          context.shop,
          {
            reason: input.reason,
            customerNumber: input.customerNumber ?? '',
            email: input.email,
            message: input.message,
          },
          customer?.id ?? null,
          clientAddress(context.request.headers),
        );
        return true;
      }),
    orderCatalogue: (_parent, { input }, context) =>
      accountCall(context, input.locale, async () => {
        await orderCatalogue(
          context.db,
          context.shop,
          {
            address: {
              ...input.address,
              salutation: input.address.salutation as never,
              additional: input.address.additional ?? '',
            },
            email: input.email ?? '',
            catalogues: input.catalogues,
          },
          clientAddress(context.request.headers),
        );
        return true;
      }),
    subscribeNewsletter: (_parent, { input }, context) =>
      accountCall(context, input.locale, async () => {
        const customer = await context.session.customer();
        await subscribeNewsletter(
          context.db,
          context.shop,
          {
            salutation: input.salutation ?? '',
            firstName: input.firstName ?? '',
            lastName: input.lastName ?? '',
            email: input.email,
            birthDate: input.birthDate,
          },
          originOfShop(context.shop),
          customer?.id ?? null,
          clientAddress(context.request.headers),
        );
        return true;
      }),
    activateNewsletter: (_parent, { input }, context) =>
      accountCall(context, input.locale, () =>
        activateNewsletter(context.db, context.shop, input.token, originOfShop(context.shop)),
      ),
    unsubscribeNewsletter: (_parent, { input }, context) =>
      accountCall(context, input.locale, async () => {
        await unsubscribeNewsletter(context.db, context.shop, input.email);
        return true;
      }),
    updateNewsletterData: (_parent, { input }, context) =>
      accountCall(context, input.locale, async () =>
        updateNewsletterData(context.db, context.shop, (await requireCustomer(context)).id, {
          salutation: input.salutation ?? '',
          firstName: input.firstName ?? '',
          lastName: input.lastName ?? '',
          birthDate: input.birthDate,
        }),
      ),
    optOut: (_parent, { input }, context) => {
      if (!VISITOR_ID.test(input.visitorId))
        throw apiError('BAD_USER_INPUT', 'visitorId must be 21 characters of A–Z, a–z, 0–9, _ and -');
      return accountCall(context, input.locale, () =>
        recordOptOut(
          context.db,
          context.shop,
          input.provider,
          input.visitorId,
          clientAddress(context.request.headers),
        ),
      );
    },
  },
};
