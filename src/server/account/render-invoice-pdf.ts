import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { epcPayload, formatIban } from '@/lib/account/epc-qr';
import { formatPrice } from '@/lib/money';
import { SHOP_CONFIG } from '@/lib/shop-config';
import type { Database } from '@/server/db/client';
import { loadCustomerInvoice, type InvoiceDetail } from './load-invoice';
import { epcQrPng } from './render-invoice-qr';

const STATUS = { open: 'offen', overdue: 'überfällig', paid: 'bezahlt' } as const;
const PAID_WITH: Record<string, string> = {
  invoice: 'Kauf auf Rechnung',
  instalments: 'Ratenkauf',
  paymentPause: 'Zahlpause',
  cashOnDelivery: 'Nachnahme',
  prepayment: 'Vorkasse',
  creditCard: 'Kreditkarte',
};

/** A calendar day YYYY-MM-DD as 23.11.2026. */
const day = (iso: string) => iso.split('-').reverse().join('.');
/** Prices for the PDF: the standard fonts have no narrow no-break space. */
const price = (cents: number) => formatPrice(cents).replace(/\u00a0|\u202f/g, ' ');

/** The invoice as a PDF document (A4); null when the invoice is not the customer's. */
export async function renderInvoicePdf(
  db: Database,
  customerId: string,
  invoiceNumber: string,
): Promise<Uint8Array | null> {
  const invoice = await loadCustomerInvoice(db, customerId, invoiceNumber);
  return invoice ? invoicePdf(invoice) : null;
}

export async function invoicePdf(invoice: InvoiceDetail): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Rechnung ${invoice.invoiceNumber}`);
  pdf.setAuthor(SHOP_CONFIG.bank.payee);
  pdf.setLanguage('de-AT');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595.28, 841.89]);
  let y = 800;
  const text = (value: string, x: number, size = 10, f: PDFFont = font, target: PDFPage = page) =>
    target.drawText(value, { x, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
  const right = (value: string, xRight: number, size = 10, f: PDFFont = font) =>
    text(value, xRight - f.widthOfTextAtSize(value, size), size, f);
  const line = (gap = 14) => {
    y -= gap;
    if (y < 90) {
      page = pdf.addPage([595.28, 841.89]);
      y = 800;
    }
  };

  text(SHOP_CONFIG.companyAddress.join(' · '), 50, 8);
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
  text(`Rechnung ${invoice.invoiceNumber}`, 50, 16, bold);
  line(22);
  text(`Rechnungsdatum: ${day(invoice.issuedOn)}`, 50);
  text(`Kundennummer: ${invoice.customer.customerNumber}`, 300);
  line();
  if (order) text(`Bestellnummer: ${order.orderNumber}`, 50);
  text(`Zahlungsart: ${PAID_WITH[invoice.paidWith] ?? invoice.paidWith}`, 300);
  line(28);

  text('Artikel', 50, 10, bold);
  text('Menge', 360, 10, bold);
  right('Einzelpreis', 470, 10, bold);
  right('Summe', 545, 10, bold);
  line(16);
  for (const item of order?.lines ?? []) {
    text(`${item.name}, ${item.color}, Gr. ${item.size}`.slice(0, 60), 50);
    text(`Art.-Nr. ${item.displayNumber}`, 50, 7);
    text(String(item.quantity), 360);
    right(price(item.unitPriceCents), 470);
    right(price(item.lineTotalCents), 545);
    line(18);
  }
  const labels: Record<string, string> = {
    items: 'Summe Artikel',
    voucher: 'Gutschein',
    shipping: 'Versandkosten',
    freight: 'Speditionskosten',
    cashOnDelivery: 'Nachnahmegebühr',
    expressDelivery: 'Ruck-Zuck-Lieferung',
    instalmentSurcharge: 'Ratenaufschlag',
    paymentPauseSurcharge: 'Aufschlag für Zahlpause',
  };
  for (const total of order?.totalLines ?? []) {
    text(labels[total.kind] ?? total.kind, 300);
    right(price(total.cents), 545);
    line();
  }
  const surcharge = invoice.amountCents - (order?.totalCents ?? invoice.amountCents);
  if (surcharge > 0) {
    text('Aufschlag für Zahlpause', 300);
    right(price(surcharge), 545);
    line();
  }
  text('Rechnungsbetrag (inkl. MwSt.)', 300, 11, bold);
  right(price(invoice.amountCents), 545, 11, bold);
  line(30);

  text(invoice.instalments.length > 1 ? 'Ratenplan' : 'Zahlung', 50, 12, bold);
  line(18);
  text('Rate', 50, 10, bold);
  text('Fällig am', 120, 10, bold);
  text('Status', 240, 10, bold);
  right('Betrag', 545, 10, bold);
  line(16);
  for (const i of invoice.instalments) {
    text(String(i.position), 50);
    text(day(i.dueOn), 120);
    text(i.paidOn ? `${STATUS[i.status]} am ${day(i.paidOn)}` : STATUS[i.status], 240);
    right(price(i.amountCents), 545);
    line();
  }
  line(20);
  if (invoice.transfer) {
    text('Bitte überweisen Sie auf folgendes Konto:', 50, 10, bold);
    line();
    const transfer = invoice.transfer;
    for (const row of [
      `Empfänger: ${transfer.payee}`,
      `IBAN: ${formatIban(transfer.iban)}`,
      `BIC: ${transfer.bic} (${SHOP_CONFIG.bank.bankName})`,
      `Betrag: ${price(transfer.amountCents)}`,
      `Verwendungszweck: ${transfer.purpose}`,
    ]) {
      text(row, 50);
      line();
    }
    const qr = await pdf.embedPng(await epcQrPng(epcPayload(transfer)));
    page.drawImage(qr, { x: 430, y: y - 10, width: 115, height: 115 });
    text('Mit der Banking-App scannen', 430, 7);
    line(20);
  } else {
    text('Diese Rechnung ist bezahlt. Vielen Dank!', 50);
    line();
  }
  return pdf.save();
}
