import { epcPayload } from '@/lib/account/epc-qr';
import { AUTH_COOKIE, clearCookie } from '@/lib/auth/auth-cookie';
import { basketCountSetCookie } from '@/lib/basket/basket-count-cookie';
import { choosePaymentPause } from '@/server/account/choose-payment-pause';
import { listCurrentDeliveries } from '@/server/account/list-current-deliveries';
import { INVOICE_PERIODS, listCustomerInvoices, type InvoicePeriod } from '@/server/account/list-invoices';
import { listCustomerOrders } from '@/server/account/list-orders';
import { listCustomerReturns, type ReturnSummary } from '@/server/account/list-returns';
import { loadAccountBalance } from '@/server/account/load-account-balance';
import { loadCustomerOrder } from '@/server/account/load-customer-order';
import { loadCustomerInvoice } from '@/server/account/load-invoice';
import { requestAccountDeletion } from '@/server/account/request-account-deletion';
import { AccountError } from '@/server/auth/account-error';
import { accountErrorText } from '@/server/auth/account-texts';
import { apiError } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';
import { accountCall, requireCustomer } from './account-call';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const returnOf = (r: ReturnSummary) => ({
  ...r,
  registeredAt: r.registeredAt.toISOString(),
  receivedAt: iso(r.receivedAt),
  refundedAt: iso(r.refundedAt),
  refund: r.refundCents,
});

/** The customer area's reads and changes (customer-and-content S2; calls not shown there). */
export const accountResolvers: Resolvers = {
  Query: {
    customerOrders: (_parent, { locale }, context) =>
      accountCall(context, locale, async () => {
        const customer = await requireCustomer(context);
        const orders = await listCustomerOrders(context.db, customer.id);
        return {
          orders: orders.map((o) => ({ ...o, placedAt: o.placedAt.toISOString(), total: o.totalCents })),
          historicOrdersHint: accountErrorText(context.shop, new AccountError('HISTORIC_ORDERS')),
        };
      }),
    customerOrder: (_parent, { input }, context) =>
      accountCall(context, input.locale, async () =>
        loadCustomerOrder(context.db, (await requireCustomer(context)).id, input.orderNumber.trim()),
      ),
    customerReturns: (_parent, { locale }, context) =>
      accountCall(context, locale, async () =>
        (await listCustomerReturns(context.db, (await requireCustomer(context)).id)).map(returnOf),
      ),
    currentDeliveries: (_parent, { locale }, context) =>
      accountCall(context, locale, async () =>
        listCurrentDeliveries(context.db, (await requireCustomer(context)).id),
      ),
    invoices: (_parent, { input }, context) => {
      if (!(INVOICE_PERIODS as readonly number[]).includes(input.months))
        throw apiError('BAD_USER_INPUT', 'months must be 3, 6 or 12');
      return accountCall(context, input.locale, async () => {
        const list = await listCustomerInvoices(
          context.db,
          (await requireCustomer(context)).id,
          input.months as InvoicePeriod,
        );
        return {
          hasOlder: list.hasOlder,
          invoices: list.invoices.map((i) => ({ ...i, amount: i.amountCents, open: i.openCents })),
        };
      });
    },
    invoice: (_parent, { input }, context) =>
      accountCall(context, input.locale, async () =>
        loadCustomerInvoice(
          context.db,
          context.shop,
          (await requireCustomer(context)).id,
          input.invoiceNumber.trim(),
        ),
      ),
    accountBalance: (_parent, { locale }, context) =>
      accountCall(context, locale, async () => {
        const balance = await loadAccountBalance(context.db, (await requireCustomer(context)).id);
        return {
          open: balance.openCents,
          overdue: balance.overdueCents,
          openPayments: balance.openPayments.map((p) => ({ ...p, amount: p.amountCents })),
        };
      }),
  },
  Mutation: {
    choosePaymentPause: (_parent, { input }, context) =>
      accountCall(context, input.locale, async () => {
        const customer = await requireCustomer(context);
        const orderNumber = input.orderNumber.trim();
        if (!(await choosePaymentPause(context.db, customer.id, orderNumber)))
          throw new AccountError('PAYMENT_PAUSE_NOT_AVAILABLE');
        return (await loadCustomerOrder(context.db, customer.id, orderNumber))!;
      }),
    requestAccountDeletion: (_parent, { locale }, context) =>
      accountCall(context, locale, async () => {
        const customer = await requireCustomer(context);
        if (!(await requestAccountDeletion(context.db, context.shop, customer.id)))
          throw new AccountError('ACCOUNT_DELETION_FAILED');
        const url = context.request.url;
        context.state.setCookies.push(clearCookie(AUTH_COOKIE, url), basketCountSetCookie(0, url));
        return true;
      }),
  },
  CustomerOrderDetail: {
    order: (o) => o,
    parcels: (o) => o.parcels,
    returns: (o) =>
      o.returns.map((r) => {
        const line = o.lines[r.linePosition - 1];
        return returnOf({
          ...r,
          orderNumber: o.orderNumber,
          name: line?.name ?? '',
          color: line?.color ?? '',
          size: line?.size ?? '',
        });
      }),
    invoiceNumber: (o) => o.invoice?.invoiceNumber ?? null,
    invoiceStatus: (o) => o.invoice?.status ?? null,
    paymentPause: (o) =>
      o.paymentPause ? { dueOn: o.paymentPause.dueOn, fee: o.paymentPause.feeCents } : null,
  },
  Invoice: {
    amount: (i) => i.amountCents,
    open: (i) => i.openCents,
    orderNumber: (i) => i.order?.orderNumber ?? null,
    instalments: (i) => i.instalments.map((x) => ({ ...x, amount: x.amountCents })),
    bankTransfer: (i) =>
      i.transfer
        ? { ...i.transfer, amount: i.transfer.amountCents, epcPayload: epcPayload(i.transfer) }
        : null,
    pdfUrl: (i) => `/customer/invoices/${i.invoiceNumber}/pdf`,
  },
};
