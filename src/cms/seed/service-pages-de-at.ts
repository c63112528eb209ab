import { formatPrice } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { localeMoney } from '@/lib/shop/shop-money';
import { markdown } from './lexical';
import { qa } from './seed-blocks';
import type { SeedPage } from './seed-page';

/** Customer service, delivery FAQ, sustainability and newsletter pages of a de-AT shop. */
export function servicePagesDeAt(shop: ShopConfig): SeedPage[] {
  const money = localeMoney(shop.locale);
  const eur = (cents: number) => formatPrice(cents, money);
  const { phone } = shop.customerService;
  const phoneBox = {
    blockType: 'PhoneBox',
    icon: 'PHONE',
    title: 'Bestellung und Beratung',
    subtitle: 'Mo–Fr 8–20 Uhr, Sa 9–16 Uhr',
    number: phone,
    disclaimer: 'Zum Ortstarif aus allen österreichischen Netzen',
  };
  const mailBox = {
    blockType: 'ContactBox',
    icon: 'MAIL',
    title: 'Schreiben Sie uns',
    content: markdown('Wir antworten werktags innerhalb von 24 Stunden.'),
    buttonLabel: 'Zum Kontaktformular',
    buttonLink: '/contact',
  };
  return [
    {
      slug: 'kundenservice/faq',
      title: 'Häufige Fragen',
      description: `Antworten auf die häufigsten Fragen zu Bestellung, Zahlung, Rücksendung und Kundenkonto bei ${shop.brand}.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(
            `Hier finden Sie Antworten auf die häufigsten Fragen. Zu Lieferzeiten und Versand lesen Sie bitte die [Fragen zur Lieferung](/content/kundenservice/faq-lieferung).`,
          ),
        },
        {
          blockType: 'Accordion',
          defaultIndex: 1,
          items: [
            qa(
              'Wie kann ich bestellen?',
              `Im Online-Shop, telefonisch unter ${phone} oder über den [Direktbestellschein](/directorderform) mit den Bestellnummern aus unserem Katalog.`,
            ),
            qa(
              'Welche Zahlungsarten gibt es?',
              `Sie zahlen bequem auf Rechnung innerhalb von 14 Tagen, in Raten oder per Nachnahme (${eur(shop.fees.cashOnDelivery)}). Eine Zahlpause kostet ${eur(shop.fees.paymentPause)}.`,
            ),
            qa(
              'Wie sende ich Artikel zurück?',
              'Legen Sie den Rücksendeschein dem Paket bei und geben Sie es bei einer Post-Geschäftsstelle ab – die Rücksendung ist kostenlos. Sie haben 14 Tage Zeit; Details in der [Widerrufsbelehrung](/content/widerrufsbelehrung).',
            ),
            qa(
              'Wann bekomme ich mein Geld zurück?',
              'Sobald Ihre Rücksendung bei uns ist, schreiben wir den Betrag gut – die Bearbeitung dauert bis zu 15 Werktage, die Buchung auf Ihrem Konto weitere 3–5 Werktage.',
            ),
            qa(
              'Wie ändere ich meine Daten im Kundenkonto?',
              'Melden Sie sich unter [Mein Konto](/customer) an. Anschrift und Zahlungsdaten ändern Sie dort; für eine neue E-Mail-Adresse wenden Sie sich bitte an den Kundenservice.',
            ),
            qa(
              'Wie löse ich einen Gutschein ein?',
              'Geben Sie den Code im letzten Schritt der Bestellung im Feld „Gutschein“ ein. Je Bestellung ist ein Aktionscode einlösbar.',
            ),
          ],
        },
        phoneBox,
        mailBox,
        { blockType: 'ActionButton', label: 'Chat starten', type: 'CHAT' },
      ],
    },
    {
      slug: 'kundenservice/faq-lieferung',
      title: 'Fragen zur Lieferung',
      description: `Lieferzeiten, Versandkosten, Speditionsware und Sendungsverfolgung bei ${shop.brand}.`,
      content: [
        {
          blockType: 'Accordion',
          defaultIndex: 1,
          items: [
            qa(
              'Wie lange dauert die Lieferung?',
              'Lagernde Artikel liefern wir innerhalb von 2–4 Werktagen. Die Lieferzeit jedes Artikels sehen Sie auf der Artikelseite und im Warenkorb.',
            ),
            qa(
              'Was kostet der Versand?',
              `Wir berechnen ${eur(shop.fees.shipping)} je Bestellung; ab ${eur(shop.fees.freeShippingFrom)} Warenwert liefern wir versandkostenfrei. Expresslieferung kostet ${eur(shop.fees.expressDelivery)}.`,
            ),
            qa(
              'Wie wird Speditionsware geliefert?',
              `Große Möbel und Matratzen liefert eine Spedition nach telefonischer Terminvereinbarung bis in die Wohnung (einmalig ${eur(shop.fees.freight)} je Bestellung). Auf Wunsch nehmen wir Ihre alte Matratze oder Ihren Lattenrost mit (${eur(shop.fees.disposalServicePerPiece)} je Stück).`,
            ),
            qa(
              'Wo ist mein Paket?',
              'Sobald Ihr Paket unterwegs ist, senden wir Ihnen eine E-Mail mit dem Link zur Sendungsverfolgung. Ihre aktuellen Lieferungen sehen Sie auch in [Mein Konto](/customer).',
            ),
            qa(
              'Liefern Sie auch an eine Packstation oder ins Ausland?',
              'Wir liefern an jede Anschrift in Österreich, auch an Post-Empfangsboxen und Abholstationen. In andere Länder liefert der jeweilige Shop unserer Shopfamilie.',
            ),
          ],
        },
        phoneBox,
      ],
    },
    {
      slug: 'nachhaltigkeit',
      title: 'Nachhaltigkeit',
      description: `Wie ${shop.brand} Mode und Wohnartikel verantwortungsvoll auswählt, verpackt und liefert.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(`## Verantwortung vom Faden bis zur Haustür

Gute Mode soll lange Freude machen. Deshalb achten wir auf langlebige Qualität, faire Herstellung und kurze Wege – und zeigen Ihnen, worauf Sie beim Einkauf achten können.`),
        },
        {
          blockType: 'Checklist',
          title: 'Was wir tun',
          textList: [
            { text: 'Baumwolle aus zertifiziert nachhaltigem Anbau in allen Eigenmarken-Basics' },
            { text: 'Versandkartons aus 100 % Altpapier, ohne Plastikfüllmaterial' },
            // no "climate-neutral shipping": offset-based neutrality claims are banned (EU 2024/825)
            { text: 'Retouren prüfen, aufbereiten und wieder verkaufen statt entsorgen' },
            { text: 'Regelmäßige Sozialaudits bei allen Produktionspartnern' },
          ],
        },
        {
          blockType: 'DosDonts',
          titleDos: 'So hält Ihre Kleidung länger',
          textListDos: [
            { text: 'Bei niedriger Temperatur und auf links waschen' },
            { text: 'Wolle auslüften statt waschen' },
            { text: 'Auf dem Bügel trocknen lassen' },
          ],
          titleDonts: 'Das schadet den Fasern',
          textListDonts: [
            { text: 'Überfüllte Waschmaschine' },
            { text: 'Heißer Wäschetrockner für Wolle und Viskose' },
            { text: 'Weichspüler bei Funktionskleidung' },
          ],
        },
        {
          blockType: 'Tip',
          title: 'Unser Tipp',
          content: markdown(
            'Ein Kleidungsstück, das Sie länger tragen, ersetzt einen Neukauf – das schont Ressourcen am meisten.',
          ),
        },
      ],
    },
    {
      slug: 'newsletter',
      title: 'Newsletter',
      description: `Der Newsletter von ${shop.brand}: Neuheiten, Angebote und einmalig 10 % Rabatt auf Ihre nächste Bestellung.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(`## Immer als Erste informiert

Mit unserem Newsletter erfahren Sie zuerst von neuen Kollektionen, exklusiven Angeboten und Aktionen. Als Dankeschön erhalten Sie **einmalig 10 % Rabatt** auf Ihre nächste Bestellung. Die Anmeldung ist ab 18 Jahren möglich und jederzeit widerrufbar.`),
        },
        { blockType: 'Button', label: 'Jetzt anmelden', link: '/newsletter/subscribe', color: 'Primary' },
        {
          blockType: 'Richtext',
          richtext: markdown(
            'Ihre Daten verwenden wir nur für den Newsletter; mehr dazu in den [Datenschutzhinweisen](/content/datenschutzhinweise). Abmelden können Sie sich mit dem Link am Ende jedes Newsletters oder unter [Newsletter abmelden](/newsletter/unsubscribe).',
          ),
        },
      ],
    },
  ];
}
