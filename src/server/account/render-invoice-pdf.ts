import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { epcPayload, formatIban } from '@/lib/account/epc-qr';
import { winAnsi } from '@/lib/account/win-ansi';
import { formatPrice } from '@/lib/money';
import { formatDay } from '@/lib/format-date';
import type { ShopConfig } from '@/lib/shop/shop';
import { shopMoney } from '@/lib/shop/shop-money';
import { shopTexts } from '@/server/shop/shop-texts';
import type { Database } from '@/server/db/client';
import { loadCustomerInvoice, type InvoiceDetail } from './load-invoice';
import { epcQrPng } from './render-invoice-qr';

/** The invoice as a PDF document (A4); null when the invoice is not the customer's. */
export async function renderInvoicePdf(
  db: Database,
  shop: ShopConfig,
  customerId: string,
  invoiceNumber: string,
): Promise<Uint8Array | null> {
  const invoice = await loadCustomerInvoice(db, shop, customerId, invoiceNumber);
  return invoice ? invoicePdf(shop, invoice) : null;
}

/** The invoice in the shop's language, amounts and dates as the shop writes them. */
export async function invoicePdf(shop: ShopConfig, invoice: InvoiceDetail): Promise<Uint8Array> {
  const t = shopTexts(shop, 'invoicePdf');
  const account = shopTexts(shop, 'account');
  const money = shopMoney(shop);
  const price = (cents: number) => winAnsi(formatPrice(cents, money));
  const day = (iso: string) => winAnsi(formatDay(iso, shop));
  const status = (key: 'open' | 'overdue' | 'paid') => account(`status_${key}`);
  const pdf = await PDFDocument.create();
  pdf.setTitle(t('title', { invoiceNumber: invoice.invoiceNumber }));
  pdf.setAuthor(shop.legalName);
  pdf.setLanguage(shop.locale);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595.28, 841.89]);
  let y = 800;
  const text = (raw: string, x: number, size = 10, f: PDFFont = font, target: PDFPage = page) =>
    target.drawText(winAnsi(raw), { x, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
  const right = (value: string, xRight: number, size = 10, f: PDFFont = font) =>
    text(value, xRight - f.widthOfTextAtSize(value, size), size, f);
  const line = (gap = 14) => {
    y -= gap;
    if (y < 90) {
      page = pdf.addPage([595.28, 841.89]);
      y = 800;
    }
  };

  text(winAnsi(shop.companyAddress.join(' · ')), 50, 8);
  line(30);
  const order = invoice.order;
  const address = order?.billingAddress;
  for (const row of address
    ? [
        `${address.firstName} ${address.lastName}`,
        `${address.street} ${address.houseNumber}${address.additional ? `, ${address.additional}` : ''}`,
        `${address.zipCode} ${address.city}`,
      ]
    : [`${invoice.customer.firstName} ${invoice.customer.lastName}`]) {
    text(row, 50, 11);
    line();
  }
  line(24);
  text(t('title', { invoiceNumber: invoice.invoiceNumber }), 50, 16, bold);
  line(22);
  text(t('issuedOn', { date: day(invoice.issuedOn) }), 50);
  text(t('customerNumber', { number: invoice.customer.customerNumber }), 300);
  line();
  if (order) text(t('orderNumber', { number: order.orderNumber }), 50);
  text(t('paymentMethod', { method: account(`payment_${invoice.paidWith}`) }), 300);
  line(28);

  text(t('article'), 50, 10, bold);
  text(t('quantity'), 360, 10, bold);
  right(t('unitPrice'), 470, 10, bold);
  right(t('lineTotal'), 545, 10, bold);
  line(16);
  for (const item of order?.lines ?? []) {
    text(t('itemLine', { name: item.name, color: item.color, size: item.size }).slice(0, 60), 50);
    text(t('articleNumber', { displayNumber: item.displayNumber }), 50, 7);
    text(String(item.quantity), 360);
    right(price(item.unitPriceCents), 470);
    right(price(item.lineTotalCents), 545);
    line(18);
  }
  const labels = shopTexts(shop, 'basketTotals');
  for (const total of order?.totalLines ?? []) {
    text(labels(total.kind), 300);
    right(price(total.cents), 545);
    line();
  }
  const surcharge = invoice.amountCents - (order?.totalCents ?? invoice.amountCents);
  if (surcharge > 0) {
    text(labels('paymentPauseSurcharge'), 300);
    right(price(surcharge), 545);
    line();
  }
  text(t('amountInclTax'), 300, 11, bold);
  right(price(invoice.amountCents), 545, 11, bold);
  line(30);

  text(invoice.instalments.length > 1 ? t('instalmentPlan') : t('payment'), 50, 12, bold);
  line(18);
  text(t('instalment'), 50, 10, bold);
  text(t('dueOn'), 120, 10, bold);
  text(t('status'), 240, 10, bold);
  right(t('amount'), 545, 10, bold);
  line(16);
  for (const i of invoice.instalments) {
    text(String(i.position), 50);
    text(day(i.dueOn), 120);
    text(i.paidOn ? t('paidOn', { status: status(i.status), date: day(i.paidOn) }) : status(i.status), 240);
    right(price(i.amountCents), 545);
    line();
  }
  line(20);
  if (invoice.transfer) {
    text(t('transferHeading'), 50, 10, bold);
    line();
    const transfer = invoice.transfer;
    for (const row of [
      t('payee', { payee: transfer.payee }),
      t('iban', { iban: formatIban(transfer.iban) }),
      t('bic', { bic: transfer.bic, bank: shop.bank.bankName }),
      t('transferAmount', { amount: price(transfer.amountCents) }),
      t('purpose', { purpose: transfer.purpose }),
    ]) {
      text(row, 50);
      line();
    }
    if (invoice.currency === 'EUR') {
      const qr = await pdf.embedPng(await epcQrPng(epcPayload(transfer)));
      page.drawImage(qr, { x: 430, y: y - 10, width: 115, height: 115 });
      text(t('scanHint'), 430, 7);
    }
    line(20);
  } else {
    text(t('paid'), 50);
    line();
  }
  return pdf.save();
}
