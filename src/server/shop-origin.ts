import 'server-only';
import { currentShop } from './shop/current-shop';
import { originOfShop } from './shop/request-shop';

/** The public origin of the page's shop (configured, or its local address; never the Host header). */
export async function shopOrigin(): Promise<string> {
  return originOfShop(await currentShop());
}
