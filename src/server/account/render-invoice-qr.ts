import QRCode from 'qrcode';
import { epcPayload } from '@/lib/account/epc-qr';
import type { ShopConfig } from '@/lib/shop/shop';
import type { Database } from '@/server/db/client';
import { loadCustomerInvoice } from './load-invoice';

/** QR code size of customer-and-content S9. */
export const QR_SIZE = 300;

/** The EPC QR code (PNG, 300 px, error correction M as EPC069-12 asks) of an invoice's open amount. */
export async function epcQrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { type: 'png', width: QR_SIZE, margin: 2, errorCorrectionLevel: 'M' });
}

/** The customer's invoice's bank-payment QR code; null when not theirs or nothing is open. */
export async function renderInvoiceQr(
  db: Database,
  shop: ShopConfig,
  customerId: string,
  invoiceNumber: string,
): Promise<Buffer | null> {
  const invoice = await loadCustomerInvoice(db, shop, customerId, invoiceNumber);
  // the EPC QR code is a SEPA credit transfer: euro only
  if (!invoice?.transfer || invoice.currency !== 'EUR') return null;
  return epcQrPng(epcPayload(invoice.transfer));
}
