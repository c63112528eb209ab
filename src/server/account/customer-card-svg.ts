import QRCode from 'qrcode';

/** The digital customer card's scannable code: the customer number as a QR code (SVG markup). */
export async function customerCardSvg(customerNumber: string): Promise<string> {
  if (!/^\d{6,8}$/.test(customerNumber)) throw new Error('not a customer number');
  return QRCode.toString(customerNumber, { type: 'svg', margin: 1, width: 240, errorCorrectionLevel: 'M' });
}
