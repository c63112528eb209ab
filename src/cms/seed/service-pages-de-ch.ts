import { formatPrice } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { localeMoney } from '@/lib/shop/shop-money';
import { markdown } from './lexical';
import { qa } from './seed-blocks';
import type { SeedPage } from './seed-page';

/** Customer service, delivery FAQ, sustainability and newsletter pages of a de-CH shop (Swiss German spelling, CHF). */
export function servicePagesDeCh(shop: ShopConfig): SeedPage[] {
  const money = localeMoney(shop.locale);
  const price = (cents: number) => formatPrice(cents, money);
  const { phone } = shop.customerService;
  const phoneBox = {
    blockType: 'PhoneBox',
    icon: 'PHONE',
    title: 'Bestellung und Beratung',
    subtitle: 'Mo–Fr 8–20 Uhr, Sa 9–16 Uhr',
    number: phone,
    disclaimer: phone.startsWith('0800')
      ? 'Gratis aus dem Schweizer Fest- und Mobilnetz'
      : 'Zum Normaltarif aus dem Schweizer Festnetz, je nach Tarif Ihres Anbieters',
  };
  const mailBox = {
    blockType: 'ContactBox',
    icon: 'MAIL',
    title: 'Schreiben Sie uns',
    content: markdown('Wir antworten werktags innert 24 Stunden.'),
    buttonLabel: 'Zum Kontaktformular',
    buttonLink: '/contact',
  };
  return [
    {
      slug: 'kundenservice/faq',
      title: 'Häufige Fragen',
      description: `Antworten auf die häufigsten Fragen zu Bestellung, Zahlung, Rückgabe und Kundenkonto bei ${shop.brand}.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(
            `Hier finden Sie Antworten auf die häufigsten Fragen. Zu Lieferzeiten, Versand und Zoll lesen Sie bitte die [Fragen zur Lieferung](/content/kundenservice/faq-lieferung).`,
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
              `Sie bezahlen bequem auf Rechnung innert 30 Tagen nach Erhalt der Ware, in monatlichen Raten (Ratenaufschlag 2.9 %), mit Zahlpause nach 100 Tagen (Aufschlag ${price(shop.fees.paymentPause)}), per Nachnahme (Gebühr ${price(shop.fees.cashOnDelivery)}) oder per Vorauszahlung. Alle Beträge sind in Franken; Karten- oder Kontodaten fragen wir nicht ab.`,
            ),
            qa(
              'Kann ich Artikel zurückgeben?',
              'Ja. Auch ohne gesetzliche Pflicht gewähren wir Ihnen freiwillig ein Rückgaberecht von 14 Tagen ab Erhalt der Ware. Legen Sie den Rücksendeschein in das Paket und geben Sie es an einer Poststelle ab – die Rücksendung ist für Sie kostenlos, die Zollformalitäten übernehmen wir. Speditionsware holen wir nach Terminvereinbarung ab. Alle Bedingungen finden Sie unter [Rückgaberecht](/content/widerrufsbelehrung).',
            ),
            qa(
              'Wann bekomme ich mein Geld zurück?',
              'Sobald Ihre Rücksendung bei uns eingetroffen ist, erstatten wir den Betrag auf dem Weg, auf dem Sie bezahlt haben – die Bearbeitung dauert bis zu 15 Werktage, die Buchung auf Ihrem Konto je nach Bank einige Tage mehr. Eine noch offene Rechnung reduzieren wir entsprechend. Den Stand Ihrer Rücksendung sehen Sie in [Mein Konto](/customer).',
            ),
            qa(
              'Wie ändere ich meine Daten im Kundenkonto?',
              'Melden Sie sich unter [Mein Konto](/customer) an. Adresse und Passwort ändern Sie dort; für eine neue E-Mail-Adresse wenden Sie sich bitte an den Kundenservice.',
            ),
            qa(
              'Wie löse ich einen Gutschein ein?',
              'Geben Sie den Code im letzten Schritt der Bestellung im Feld «Gutschein» ein. Je Bestellung ist ein Aktionscode einlösbar.',
            ),
            qa(
              'Was tue ich, wenn ein Artikel einen Mangel hat?',
              'Melden Sie sich bei unserem Kundenservice – wir kümmern uns um Ersatz, Reparatur oder Rückerstattung. Sie haben zwei Jahre ab Lieferung Gewährleistung; Einzelheiten stehen in unseren [AGB](/content/agb).',
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
      description: `Lieferzeiten, Versandkosten, Zoll, Speditionsware und Sendungsverfolgung bei ${shop.brand} in der Schweiz.`,
      content: [
        {
          blockType: 'Accordion',
          defaultIndex: 1,
          items: [
            qa(
              'Wie lange dauert die Lieferung?',
              'Lagernde Artikel liefern wir innert 3–5 Werktagen, mit der Ruck-Zuck-Lieferung innert 1–2 Werktagen – die Verzollung ist dabei schon eingerechnet. Die Lieferzeit jedes Artikels sehen Sie auf der Artikelseite und im Warenkorb.',
            ),
            qa(
              'Was kostet der Versand?',
              `Wir berechnen ${price(shop.fees.shipping)} je Bestellung; ab ${price(shop.fees.freeShippingFrom)} Warenwert liefern wir versandkostenfrei. Die Ruck-Zuck-Lieferung kostet ${price(shop.fees.expressDelivery)}.`,
            ),
            qa(
              'Muss ich Zoll oder Mehrwertsteuer bezahlen?',
              'Nein. Ihre Bestellung kommt aus dem Ausland, doch die Verzollung und die Einfuhrsteuer übernehmen wir. Unsere Preise enthalten die schweizerische Mehrwertsteuer und alle Einfuhrabgaben; bei der Zustellung bezahlen Sie nichts weiter – ausser bei Nachnahme den Rechnungsbetrag.',
            ),
            qa(
              'Wie wird Speditionsware geliefert?',
              `Grosse Möbel und Matratzen liefert eine Spedition nach telefonischer Terminvereinbarung bis in die Wohnung (einmalig ${price(shop.fees.freight)} je Bestellung). Auf Wunsch nehmen wir Ihre alte Matratze oder Ihren Lattenrost mit (${price(shop.fees.disposalServicePerPiece)} je Stück). Die Ruck-Zuck-Lieferung ist für Speditionsware nicht möglich.`,
            ),
            qa(
              'Wo ist mein Paket?',
              'Sobald Ihr Paket unterwegs ist, senden wir Ihnen eine E-Mail mit dem Link zur Sendungsverfolgung. Ihre aktuellen Lieferungen sehen Sie auch in [Mein Konto](/customer).',
            ),
            qa(
              'Liefern Sie auch an eine Abholstelle oder ins Ausland?',
              'Wir liefern an jede Adresse in der Schweiz, Pakete auch an PickPost-Stellen und My Post 24-Automaten der Schweizerischen Post; Speditionsware nur an Wohnadressen. In andere Länder liefert der jeweilige Shop unserer Shopfamilie.',
            ),
          ],
        },
        phoneBox,
      ],
    },
    {
      slug: 'nachhaltigkeit',
      title: 'Nachhaltigkeit',
      description: `Wie ${shop.brand} Mode und Wohnartikel verantwortungsvoll auswählt, verpackt und in die Schweiz liefert.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(`## Verantwortung vom Faden bis zur Haustür

Gute Mode soll lange Freude machen. Deshalb achten wir auf langlebige Qualität, überprüfte Herstellung und gebündelte Wege – und zeigen Ihnen, worauf Sie beim Einkauf achten können. Was ein Artikel an Nachweisen mitbringt, etwa ein Textilsiegel, steht in seiner Artikelbeschreibung.`),
        },
        {
          blockType: 'Checklist',
          title: 'Was wir tun',
          textList: [
            { text: 'Baumwolle aus kontrolliert biologischem Anbau in den Basics unserer Eigenmarken' },
            { text: 'Versandkartons aus 100 % Altpapier, ohne Plastikfüllmaterial' },
            { text: 'Sendungen in die Schweiz gebündelt transportiert und gesammelt verzollt' },
            { text: 'Regelmässige Sozialaudits bei allen Produktionspartnern' },
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
            { text: 'Heisser Tumbler für Wolle und Viskose' },
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
            'Nach der Anmeldung senden wir Ihnen eine E-Mail mit einem Bestätigungslink; erst nach Ihrem Klick erhalten Sie den Newsletter. Ihre Daten verwenden wir nur für den Newsletter; mehr dazu in unserer [Datenschutzerklärung](/content/datenschutzhinweise). Abmelden können Sie sich jederzeit mit dem Link am Ende jedes Newsletters oder unter [Newsletter abmelden](/newsletter/unsubscribe).',
          ),
        },
      ],
    },
  ];
}
