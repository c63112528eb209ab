import { formatPrice } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { localeMoney } from '@/lib/shop/shop-money';
import { markdown } from './lexical';
import { qa } from './seed-blocks';
import type { SeedPage } from './seed-page';

/** Customer service, delivery FAQ, sustainability and newsletter pages of a de-DE shop. */
export function servicePagesDeDe(shop: ShopConfig): SeedPage[] {
  const money = localeMoney(shop.locale);
  const eur = (cents: number) => formatPrice(cents, money);
  const { phone } = shop.customerService;
  const phoneBox = {
    blockType: 'PhoneBox',
    icon: 'PHONE',
    title: 'Bestellung und Beratung',
    subtitle: 'Mo–Fr 8–20 Uhr, Sa 9–16 Uhr',
    number: phone,
    disclaimer: phone.startsWith('0800')
      ? 'Kostenlos aus allen deutschen Netzen'
      : 'Zum Preis eines Anrufs ins deutsche Festnetz, je nach Tarif Ihres Anbieters',
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
              `Im Online-Shop, telefonisch unter ${phone} oder mit dem [Direktbestellschein](/directorderform) und den Bestellnummern aus unserem Katalog. Ein Kundenkonto brauchen Sie nicht – Sie können auch als Gast bestellen.`,
            ),
            qa(
              'Welche Zahlungsarten gibt es?',
              `Sie zahlen bequem auf Rechnung innerhalb von 30 Tagen nach Erhalt der Ware, in monatlichen Raten (Ratenaufschlag 2,9 %), mit Zahlpause nach 100 Tagen (Aufschlag ${eur(shop.fees.paymentPause)}), per Nachnahme (Gebühr ${eur(shop.fees.cashOnDelivery)}) oder per Vorauszahlung. Karten- oder Kontodaten fragen wir nicht ab.`,
            ),
            qa(
              'Wie sende ich Artikel zurück?',
              'Legen Sie den Rücksendeschein in das Paket und geben Sie es in einer Postfiliale oder einem Paketshop ab – die Rücksendung ist für Sie kostenlos. Sie haben 14 Tage ab Erhalt der Ware Zeit; Speditionsware holen wir nach Terminvereinbarung ab. Alle Einzelheiten finden Sie in der [Widerrufsbelehrung](/content/widerrufsbelehrung).',
            ),
            qa(
              'Wann bekomme ich mein Geld zurück?',
              'Wir erstatten Ihre Zahlung spätestens 14 Tage nach Eingang Ihres Widerrufs – sobald Ihre Rücksendung bei uns angekommen ist oder Sie uns den Versand nachweisen; widerrufen Sie die ganze Bestellung, auch die Kosten der Standardlieferung. Wir verwenden dasselbe Zahlungsmittel wie bei Ihrer Zahlung; die Buchung auf Ihrem Konto kann je nach Bank einige Tage dauern. Den Stand Ihrer Rücksendung sehen Sie in [Mein Konto](/customer).',
            ),
            qa(
              'Wie ändere ich meine Daten im Kundenkonto?',
              'Melden Sie sich unter [Mein Konto](/customer) an. Anschrift und Passwort ändern Sie dort; für eine neue E-Mail-Adresse wenden Sie sich bitte an den Kundenservice.',
            ),
            qa(
              'Wie löse ich einen Gutschein ein?',
              'Geben Sie den Code im letzten Schritt der Bestellung im Feld „Gutschein“ ein. Je Bestellung ist ein Aktionscode einlösbar.',
            ),
            qa(
              'Was tue ich, wenn ein Artikel einen Mangel hat?',
              'Melden Sie sich bei unserem Kundenservice – wir kümmern uns um Ersatz, Reparatur oder Erstattung. Es gelten die gesetzlichen Mängelrechte von zwei Jahren ab Lieferung; Einzelheiten stehen in unseren [AGB](/content/agb).',
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
              'Lagernde Artikel liefern wir innerhalb von 3–5 Werktagen, mit der Ruck-Zuck-Lieferung innerhalb von 1–2 Werktagen. Die Lieferzeit jedes Artikels sehen Sie auf der Artikelseite und im Warenkorb.',
            ),
            qa(
              'Was kostet der Versand?',
              `Wir berechnen ${eur(shop.fees.shipping)} je Bestellung; ab ${eur(shop.fees.freeShippingFrom)} Warenwert liefern wir versandkostenfrei. Die Ruck-Zuck-Lieferung kostet ${eur(shop.fees.expressDelivery)}.`,
            ),
            qa(
              'Wie wird Speditionsware geliefert?',
              `Große Möbel und Matratzen liefert eine Spedition nach telefonischer Terminvereinbarung bis in die Wohnung (einmalig ${eur(shop.fees.freight)} je Bestellung). Auf Wunsch nehmen wir Ihre alte Matratze oder Ihren Lattenrost mit (${eur(shop.fees.disposalServicePerPiece)} je Stück). Die Ruck-Zuck-Lieferung ist für Speditionsware nicht möglich.`,
            ),
            qa(
              'Wo ist mein Paket?',
              'Sobald Ihr Paket unterwegs ist, senden wir Ihnen eine E-Mail mit dem Link zur Sendungsverfolgung. Ihre aktuellen Lieferungen sehen Sie auch in [Mein Konto](/customer).',
            ),
            qa(
              'Liefern Sie auch an eine Packstation oder ins Ausland?',
              'Wir liefern an jede Anschrift in Deutschland, Pakete auch an Packstationen, Postfilialen und Paketshops; Speditionsware nur an Hausanschriften. In andere Länder liefert der jeweilige Shop unserer Shopfamilie.',
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

Gute Mode soll lange Freude machen. Deshalb achten wir auf langlebige Qualität, überprüfte Herstellung und kurze Wege – und zeigen Ihnen, worauf Sie beim Einkauf achten können. Was ein Artikel an Nachweisen mitbringt, etwa ein Textilsiegel, steht in seiner Artikelbeschreibung.`),
        },
        {
          blockType: 'Checklist',
          title: 'Was wir tun',
          textList: [
            { text: 'Baumwolle aus kontrolliert biologischem Anbau in den Basics unserer Eigenmarken' },
            { text: 'Versandkartons aus 100 % Altpapier, ohne Plastikfüllmaterial' },
            { text: 'Mehrere Artikel einer Bestellung möglichst in einem Paket' },
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
            'Das nachhaltigste Kleidungsstück ist das, das Sie lange tragen: Jede zusätzliche Saison spart die Rohstoffe und die Energie für ein neues.',
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

Mit unserem Newsletter erfahren Sie zuerst von neuen Kollektionen, exklusiven Angeboten und Aktionen. Als Dankeschön erhalten Sie nach der Bestätigung Ihrer Anmeldung **einmalig 10 % Rabatt** auf Ihre nächste Bestellung. Die Anmeldung ist ab 18 Jahren möglich und jederzeit widerrufbar.`),
        },
        { blockType: 'Button', label: 'Jetzt anmelden', link: '/newsletter/subscribe', color: 'Primary' },
        {
          blockType: 'Richtext',
          richtext: markdown(
            'Nach der Anmeldung senden wir Ihnen eine E-Mail mit einem Bestätigungslink; erst nach Ihrem Klick erhalten Sie den Newsletter. Ihre Daten verwenden wir nur für den Newsletter; mehr dazu in den [Datenschutzhinweisen](/content/datenschutzhinweise). Abmelden können Sie sich jederzeit mit dem Link am Ende jedes Newsletters oder unter [Newsletter abmelden](/newsletter/unsubscribe).',
          ),
        },
      ],
    },
  ];
}
