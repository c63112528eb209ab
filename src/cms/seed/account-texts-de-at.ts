import type { OrderStateKey } from '@/lib/account/order-states';
import { RETURN_DAYS } from '@/lib/shop/returns';

/** Paragraphs as the collections store them: one blank line between. */
const paragraphs = (...texts: string[]): string => texts.join('\n\n');

const GENERAL =
  'Pro Bestellung kann ein Gutschein eingelöst werden. Der Gutschein ist nicht mit anderen Aktionscodes kombinierbar und kann nicht in bar abgelöst werden.';

/**
 * The demo vouchers' texts (CMS entry Voucher) of a de-AT shop: what the checkout shows once a
 * code is redeemed. The conditions say what the shop's voucher rules enforce (seed-vouchers.ts):
 * percentage or amount off the goods value, minimum goods value, validity, single use.
 */
export function vouchersDeAt(): { code: string; title: string; conditions: string }[] {
  return [
    {
      code: 'WILLKOMMEN10',
      title: '10 % Willkommensrabatt',
      conditions: paragraphs(
        'Sie erhalten 10 % Rabatt auf den Warenwert Ihrer Bestellung ab einem Warenwert von 30 €. Versandkosten und Gebühren sind vom Rabatt ausgenommen.',
        GENERAL,
      ),
    },
    {
      code: 'SPAR15',
      title: '15 € Sofortrabatt',
      conditions: paragraphs(
        'Sie erhalten 15 € Rabatt ab einem Warenwert von 75 €. Versandkosten und Gebühren zählen nicht zum Warenwert.',
        GENERAL,
      ),
    },
    {
      code: 'WINTER20',
      title: '20 % Winterrabatt',
      conditions: paragraphs(
        'Sie erhalten 20 % Rabatt auf den Warenwert ab einem Warenwert von 100 €. Gültig bis 28.02.2027.',
        GENERAL,
      ),
    },
    {
      code: 'HERBST20',
      title: '20 % auf Ihren Herbsteinkauf',
      conditions: paragraphs(
        'Sie erhalten 20 % Rabatt auf den Warenwert Ihrer Bestellung. Gültig bis 28.02.2027.',
        GENERAL,
      ),
    },
    {
      code: 'EINMAL5',
      title: '5 € Gutschein',
      conditions: paragraphs(
        'Sie erhalten 5 € Rabatt auf den Warenwert Ihrer Bestellung. Der Code kann nur ein einziges Mal eingelöst werden.',
        GENERAL,
      ),
    },
  ];
}

/** The order page's explanation of each order state (CMS entry OrderState) of a de-AT shop. */
export function orderStatesDeAt(): { state: OrderStateKey; headline: string; text: string }[] {
  return [
    {
      state: 'placed',
      headline: 'Wir bereiten Ihre Bestellung vor',
      text: paragraphs(
        'Ihre Bestellung ist bei uns eingegangen und wird im Lager zusammengestellt. Sobald ein Paket unterwegs ist, sehen Sie hier die Sendungsverfolgung.',
        'Möchten Sie etwas ändern? Solange kein Paket angekündigt ist, hilft Ihnen unser Kundenservice gerne weiter.',
      ),
    },
    {
      state: 'announced',
      headline: 'Ihr Paket ist angekündigt',
      text: 'Ihr Paket ist verpackt und beim Zusteller angemeldet. In der Regel wird es innerhalb eines Werktages abgeholt.',
    },
    {
      state: 'inTransit',
      headline: 'Ihr Paket ist unterwegs',
      text: 'Ihr Paket ist auf dem Weg zu Ihnen. Die Zustellung erfolgt innerhalb Österreichs meist in 2–3 Werktagen.',
    },
    {
      state: 'inDeliveryDepot',
      headline: 'Bald ist es so weit',
      text: 'Ihr Paket ist in der Zustellbasis angekommen und wird voraussichtlich am nächsten Werktag zugestellt.',
    },
    {
      state: 'outForDelivery',
      headline: 'Ihr Paket kommt heute',
      text: paragraphs(
        'Ihr Paket ist in Zustellung und erreicht Sie heute.',
        'Sind Sie nicht zu Hause, hinterlegt der Zusteller eine Benachrichtigung mit der Abholstelle.',
      ),
    },
    {
      state: 'delivered',
      headline: 'Ihr Paket ist angekommen',
      text: paragraphs(
        'Wir wünschen Ihnen viel Freude mit Ihrer Bestellung.',
        `Passt etwas nicht? Senden Sie es innerhalb von ${RETURN_DAYS} Tagen nach Erhalt kostenlos zurück – den Retourenschein finden Sie im Paket.`,
      ),
    },
  ];
}
