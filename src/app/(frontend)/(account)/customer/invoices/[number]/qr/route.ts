import { renderInvoiceQr } from '@/server/account/render-invoice-qr';
import { getDb } from '@/server/db';
import { currentCustomer } from '@/server/session/current-session';
import { currentShop } from '@/server/shop/current-shop';

export const dynamic = 'force-dynamic';

/** GET /customer/invoices/{number}/qr: the EPC bank-payment QR code (PNG) of what is open; 404 otherwise. */
export async function GET(_request: Request, { params }: { params: Promise<{ number: string }> }) {
  const { number } = await params;
  const db = await getDb();
  const shop = await currentShop();
  const customer = await currentCustomer(db, shop);
  const png = customer ? await renderInvoiceQr(db, shop, customer.id, number) : null;
  if (!png) return new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } });
  return new Response(new Uint8Array(png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'private, no-store' },
  });
}
