import { eq, sql } from 'drizzle-orm';
import { addDays, viennaDay } from '@/lib/account/invoice-status';
import { basketTotals } from '@/lib/basket/basket-totals';
import type { Address } from '@/lib/checkout/address-rules';
import { issueInvoice } from '@/server/account/issue-invoice';
import { hashPassword } from '@/server/auth/password';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { customers, orderLines, orders, returnItems, shipments, shopperSessions } from '../schema';
import type { ShipmentEvent } from '../schema';
import { DEFAULT_SHOP_CODE } from '@/lib/shop/shops';

/** The demo logins the README names. */
export const DEMO_CUSTOMERS = [
  {
    customerNumber: '123456',
    email: 'anna.muster@example.at',
    password: 'Lindgard2026',
    salutation: 'f',
    firstName: 'Anna',
    lastName: 'Muster',
    birthDate: '1985-03-14',
    emailVerification: 'verified',
    shippingFlatDays: 200,
    address: {
      street: 'Mariahilfer Straße',
      houseNumber: '12',
      additional: 'Top 4',
      zipCode: '1070',
      city: 'Wien',
    },
  },
  {
    customerNumber: '87654321',
    email: 'max.beispiel@example.at',
    password: 'Lindgard2026',
    salutation: 'm',
    firstName: 'Max',
    lastName: 'Beispiel',
    birthDate: '1979-09-02',
    emailVerification: 'notVerified',
    shippingFlatDays: -30,
    address: { street: 'Herrengasse', houseNumber: '5', additional: '', zipCode: '8010', city: 'Graz' },
  },
] as const;

/** One order of the demo history, placed `daysAgo` days before the seed ran. */
interface HistoricOrder {
  daysAgo: number;
  payment: 'invoice' | 'instalments' | 'paymentPause' | 'prepayment';
  /** paid instalments by position (true: paid on its due date or at once) */
  paid: boolean[];
  /** the parcels' latest states (one parcel per entry) */
  parcels: ('delivered' | 'inTransit' | 'outForDelivery')[];
  /** returned line positions with their state */
  returns: { position: number; status: 'registered' | 'received' | 'refunded' }[];
}

const ANNA_HISTORY: HistoricOrder[] = [
  { daysAgo: 3, payment: 'invoice', paid: [false], parcels: ['outForDelivery', 'inTransit'], returns: [] },
  {
    daysAgo: 40,
    payment: 'instalments',
    paid: [true, false, false, false, false, false],
    parcels: ['delivered'],
    returns: [{ position: 2, status: 'received' }],
  },
  {
    daysAgo: 95,
    payment: 'invoice',
    paid: [true],
    parcels: ['delivered'],
    returns: [{ position: 1, status: 'refunded' }],
  },
  { daysAgo: 130, payment: 'paymentPause', paid: [false], parcels: ['delivered'], returns: [] },
  // older than 12 months: in the database, not in the account's order list
  { daysAgo: 420, payment: 'invoice', paid: [true], parcels: ['delivered'], returns: [] },
];
const MAX_HISTORY: HistoricOrder[] = [
  { daysAgo: 20, payment: 'prepayment', paid: [true], parcels: ['delivered'], returns: [] },
];

const STATUS_STEPS: ShipmentEvent['status'][] = [
  'announced',
  'inTransit',
  'inDeliveryDepot',
  'outForDelivery',
  'delivered',
];
const LOCATIONS = [
  'Lindgard Logistikzentrum Graz',
  'Paketzentrum Wien-Inzersdorf',
  'Zustellbasis 1070 Wien',
  'Zustellbasis 1070 Wien',
  'Zugestellt an der Wohnungstür',
];

function eventsUntil(status: string, placedAt: Date): ShipmentEvent[] {
  const last = STATUS_STEPS.indexOf(status as ShipmentEvent['status']);
  return STATUS_STEPS.slice(0, last + 1).map((s, i) => ({
    at: new Date(placedAt.getTime() + (i + 1) * 14 * 60 * 60 * 1000).toISOString(),
    status: s,
    location: LOCATIONS[i]!,
  }));
}

/**
 * Demo customers with a history: orders over the last months (and one older than 12 months), their
 * parcels and tracking, returns, and invoices with instalments (paid, open, overdue). Runs once: a
 * customer that exists is left as it is.
 */
export async function seedDemoCustomers(db: Database, now: Date = new Date()): Promise<number> {
  const articles = rowsOf<{
    product_id: string;
    variant_id: string;
    promotion: string;
    name: string;
    color: string;
    size: string;
    price_cents: number;
    sale_reduction_cents: number;
  }>(
    await db.execute(sql`
      select v.dimension_id as product_id, v.id as variant_id, v.promotion, s.name, p.color_label as color,
             v.size_label as size, v.price_cents, v.sale_reduction_cents
        from variants v
        join dimensions d on d.id = v.dimension_id and d.promotion = v.promotion and d.is_default_promotion
        join products p on p.id = d.id
        join styles s on s.master_key = p.master_key
       where v.stock > 0 and not s.is_free_gift and v.price_cents > 0
       order by v.dimension_id, v.id
       limit 40`),
  );
  if (articles.length < 3) return 0;
  let created = 0;
  for (const [index, demo] of DEMO_CUSTOMERS.entries()) {
    const exists = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, demo.email));
    if (exists.length > 0) continue;
    const address: Address = {
      salutation: demo.salutation,
      firstName: demo.firstName,
      lastName: demo.lastName,
      ...demo.address,
    };
    const passwordHash = await hashPassword(demo.password);
    await db.transaction(async (tx) => {
      const [shopper] = await tx
        .insert(shopperSessions)
        .values({ shopCode: DEFAULT_SHOP_CODE, tokenHash: null })
        .returning();
      const [customer] = await tx
        .insert(customers)
        .values({
          customerNumber: demo.customerNumber,
          shopCode: DEFAULT_SHOP_CODE,
          email: demo.email,
          passwordHash,
          salutation: demo.salutation,
          firstName: demo.firstName,
          lastName: demo.lastName,
          birthDate: demo.birthDate,
          emailVerification: demo.emailVerification,
          shopperId: shopper!.id,
          billingAddress: address,
          shippingFlatUntil: addDays(viennaDay(now), demo.shippingFlatDays),
        })
        .returning();
      const history = index === 0 ? ANNA_HISTORY : MAX_HISTORY;
      for (const [n, entry] of history.entries()) {
        const placedAt = new Date(now.getTime() - entry.daysAgo * 24 * 60 * 60 * 1000);
        const picked = [0, 1, 2].map((k) => articles[(index * 11 + n * 3 + k * 7) % articles.length]!);
        const lines = picked.map((a, k) => ({
          position: k + 1,
          productId: a.product_id,
          variantId: a.variant_id,
          promotion: a.promotion,
          displayNumber: `${a.product_id}${a.promotion}`,
          name: a.name,
          color: a.color,
          size: a.size,
          quantity: k === 0 ? 2 : 1,
          unitPriceCents: a.price_cents,
          saleReductionCents: a.sale_reduction_cents,
          lineTotalCents: a.price_cents * (k === 0 ? 2 : 1),
          forwardingAgent: false,
        }));
        const totals = basketTotals({ lines, delivery: 'standard', payment: entry.payment });
        const [order] = await tx
          .insert(orders)
          .values({
            orderNumber: sql`nextval('order_number_seq')::text`,
            shopCode: DEFAULT_SHOP_CODE,
            currency: 'EUR', // the demo customers are the de-AT shop's
            sessionId: shopper!.id,
            customerId: customer!.id,
            idempotencyKey: `demo-${demo.customerNumber}-${n}`,
            email: demo.email,
            billingAddress: address,
            deliveryAddress: address,
            deliveryMethod: 'standard',
            paymentMethod: entry.payment,
            totalLines: totals.lines,
            totalCents: totals.totalCents,
            savingsCents: totals.savingsCents,
            placedAt,
          })
          .returning();
        await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: order!.id })));
        for (const [p, status] of entry.parcels.entries()) {
          await tx.insert(shipments).values({
            orderId: order!.id,
            parcelIndex: p + 1,
            parcelNumber: `1Z${demo.customerNumber}${String(n).padStart(2, '0')}${p + 1}`,
            carrier: 'Österreichische Post',
            linePositions: entry.parcels.length === 1 ? [1, 2, 3] : p === 0 ? [1, 2] : [3],
            events: eventsUntil(status, placedAt),
            status,
          });
        }
        for (const r of entry.returns) {
          const line = lines[r.position - 1]!;
          const registeredAt = new Date(placedAt.getTime() + 6 * 24 * 60 * 60 * 1000);
          await tx.insert(returnItems).values({
            orderId: order!.id,
            linePosition: r.position,
            quantity: 1,
            status: r.status,
            registeredAt,
            receivedAt: r.status === 'registered' ? null : new Date(registeredAt.getTime() + 3 * 86_400_000),
            refundedAt: r.status === 'refunded' ? new Date(registeredAt.getTime() + 9 * 86_400_000) : null,
            refundCents: line.unitPriceCents,
          });
        }
        const issuedOn = viennaDay(placedAt);
        await issueInvoice(tx, {
          customerId: customer!.id,
          orderId: order!.id,
          amountCents: totals.totalCents,
          currency: 'EUR', // the demo customers are the de-AT shop's
          paidWith: entry.payment,
          issuedOn,
          paidOn: entry.paid.map((paid, k) =>
            paid
              ? entry.payment === 'instalments'
                ? addDays(issuedOn, 30 * (k + 1) - 2)
                : addDays(issuedOn, 5)
              : null,
          ),
        });
      }
    });
    created += 1;
  }
  return created;
}
