import { renderInvoicePdf } from '@/server/account/render-invoice-pdf';
import { getDb } from '@/server/db';
import { currentCustomer } from '@/server/session/current-session';
import { currentShop } from '@/server/shop/current-shop';
import { shopTexts } from '@/server/shop/shop-texts';

export const dynamic = 'force-dynamic';

/** GET /customer/invoices/{number}/pdf: the logged-in customer's invoice as a PDF; 404 otherwise. */
export async function GET(_request: Request, { params }: { params: Promise<{ number: string }> }) {
  const { number } = await params;
  const db = await getDb();
  const shop = await currentShop();
  const customer = await currentCustomer(db, shop);
  const pdf = customer ? await renderInvoicePdf(db, shop, customer.id, number) : null;
  if (!pdf) return new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } });
  return new Response(Buffer.from(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${shopTexts(shop, 'invoicePdf')('fileName', { invoiceNumber: number })}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
}
