import { formatPrice } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { localeMoney } from '@/lib/shop/shop-money';
import { richtext, tocBlock } from './seed-blocks';
import { COMPANY_FACTS, type SeedPage } from './seed-page';

const toc = tocBlock('Inhalt');

/** The legal pages of a shop selling to consumers in Austria (de-AT): imprint, terms, privacy, withdrawal, accessibility. */
export function legalPagesDeAt(shop: ShopConfig): SeedPage[] {
  const facts = COMPANY_FACTS[shop.family] ?? COMPANY_FACTS.lindgard!;
  const money = localeMoney(shop.locale);
  const eur = (cents: number) => formatPrice(cents, money);
  const address = shop.companyAddress.join('\n');
  const { phone, email } = shop.customerService;
  return [
    {
      slug: 'impressum',
      title: 'Impressum',
      description: `Impressum und Offenlegung von ${shop.brand}: ${shop.legalName}, Anschrift, Firmenbuch, UID und Aufsichtsbehörde.`,
      content: [
        richtext(`## Medieninhaber und Betreiber dieses Online-Shops

${address}

## Kontakt

Telefon: [${phone}](tel:${phone.replace(/\s/g, '')})
E-Mail: [${email}](mailto:${email})

## Unternehmensdaten

- Firmenbuch: ${facts.register}
- UID-Nummer: ${facts.vatId}
- Geschäftsführung: ${facts.managingDirectors}
- Unternehmensgegenstand: Versandhandel mit Bekleidung, Schuhen, Accessoires und Wohnartikeln
- Mitglied der ${facts.chamber}
- Gewerbebehörde: ${facts.authority}
- Anwendbare Rechtsvorschriften: ${facts.rules}

## Bankverbindung

${shop.bank.bankName}
IBAN: ${shop.bank.iban}
BIC: ${shop.bank.bic}

## Offenlegung gemäß § 25 Mediengesetz

Grundlegende Richtung: Information über das Sortiment von ${shop.brand} sowie Verkauf von Waren an Verbraucherinnen und Verbraucher.

## Online-Streitbeilegung

Verbraucherinnen und Verbraucher können sich mit Beschwerden an die österreichische Schlichtungsstelle [Internet Ombudsstelle](https://www.ombudsstelle.at) wenden. Wir sind bereit, an Verfahren vor dieser Stelle teilzunehmen. Unsere E-Mail-Adresse für Beschwerden: [${email}](mailto:${email}).`),
      ],
    },
    {
      slug: 'agb',
      title: 'Allgemeine Geschäftsbedingungen',
      description: `Die Allgemeinen Geschäftsbedingungen von ${shop.brand} für Bestellungen im Online-Shop, per Telefon und per Bestellschein.`,
      content: [
        toc,
        richtext(`## 1. Geltungsbereich

Diese Geschäftsbedingungen gelten für alle Bestellungen bei der ${shop.legalName} (im Folgenden „wir“) über den Online-Shop, telefonisch oder per Bestellschein. Sie richten sich an Verbraucherinnen und Verbraucher im Sinne des Konsumentenschutzgesetzes (KSchG). Wir liefern in haushaltsübliche Mengen und nur an Personen ab 18 Jahren.

## 2. Vertragsabschluss

Die Darstellung der Waren im Shop ist kein bindendes Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab. Wir bestätigen den Eingang der Bestellung sofort per E-Mail; diese Bestätigung ist noch keine Annahme. Der Vertrag kommt zustande, wenn wir die Ware versenden oder die Annahme ausdrücklich erklären, spätestens jedoch innerhalb von fünf Werktagen.

## 3. Preise und Versandkosten

Alle Preise sind Endpreise in Euro inklusive der gesetzlichen Umsatzsteuer. Wir berechnen je Bestellung Versandkosten von ${eur(shop.fees.shipping)}; ab einem Warenwert von ${eur(shop.fees.freeShippingFrom)} liefern wir versandkostenfrei. Für Speditionsware berechnen wir einmalig ${eur(shop.fees.freight)}, für die Expresslieferung ${eur(shop.fees.expressDelivery)}. Der Mindestbestellwert beträgt ${eur(shop.fees.minOrderValue)}.

## 4. Lieferung

Wir liefern innerhalb Österreichs, in der Regel innerhalb von 2 bis 4 Werktagen nach Vertragsabschluss; Speditionsware nach telefonischer Terminvereinbarung. Ist ein Artikel nicht lieferbar, informieren wir Sie umgehend und erstatten bereits geleistete Zahlungen unverzüglich.

## 5. Zahlung

Sie zahlen bequem auf Rechnung innerhalb von 14 Tagen nach Erhalt der Ware, in Raten oder per Nachnahme (Gebühr ${eur(shop.fees.cashOnDelivery)}). Wir behalten uns vor, im Einzelfall nur bestimmte Zahlungsarten anzubieten. Bei Zahlungsverzug berechnen wir die gesetzlichen Verzugszinsen; Mahnspesen nur, soweit sie zur zweckentsprechenden Rechtsverfolgung notwendig sind.

## 6. Eigentumsvorbehalt

Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.

## 7. Rücktrittsrecht

Sie können von einem Vertrag innerhalb von 14 Tagen ohne Angabe von Gründen zurücktreten. Einzelheiten und das Muster-Widerrufsformular finden Sie in der [Widerrufsbelehrung](/content/widerrufsbelehrung). Die Rücksendung ist für Sie kostenlos.

## 8. Gewährleistung und Garantie

Es gelten die gesetzlichen Gewährleistungsbestimmungen (Verbrauchergewährleistungsgesetz). Die Gewährleistungsfrist beträgt zwei Jahre ab Übergabe der Ware. Eine allfällige Herstellergarantie lässt die gesetzliche Gewährleistung unberührt.

## 9. Haftung

Wir haften für Schäden nur bei Vorsatz und grober Fahrlässigkeit. Dies gilt nicht für Personenschäden und nicht für Ansprüche nach dem Produkthaftungsgesetz.

## 10. Gutscheine und Aktionscodes

Gutscheine und Aktionscodes sind nicht in bar ablösbar und können nur bis zu ihrem Ablaufdatum und nur einmal je Bestellung eingelöst werden, sofern bei der Aktion nichts anderes angegeben ist.

## 11. Datenschutz

Wie wir Ihre Daten verarbeiten, lesen Sie in unseren [Datenschutzhinweisen](/content/datenschutzhinweise).

## 12. Streitbeilegung, Recht und Gerichtsstand

Es gilt österreichisches Recht unter Ausschluss des UN-Kaufrechts; zwingende Verbraucherschutzbestimmungen des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben, bleiben unberührt. Für Klagen gegen Verbraucherinnen und Verbraucher ist das Gericht ihres Wohnsitzes zuständig. Beschwerden können Sie auch an die [Internet Ombudsstelle](https://www.ombudsstelle.at) richten.

Stand: November 2026`),
      ],
    },
    {
      slug: 'datenschutzhinweise',
      title: 'Datenschutzhinweise',
      description: `Wie ${shop.brand} Ihre personenbezogenen Daten verarbeitet, wozu und wie lange, und welche Rechte Sie haben.`,
      content: [
        toc,
        richtext(`## Verantwortlicher

${address}
E-Mail: [${email}](mailto:${email}), Telefon: ${phone}

Unsere Datenschutzbeauftragte erreichen Sie unter derselben Anschrift mit dem Zusatz „Datenschutz“ oder per E-Mail an [${email}](mailto:${email}).

## Welche Daten wir verarbeiten und wozu

- **Bestellung und Lieferung:** Name, Anschrift, E-Mail-Adresse, Telefonnummer, bestellte Artikel und Zahlungsdaten, um Ihre Bestellung abzuwickeln (Art. 6 Abs. 1 lit. b DSGVO).
- **Kundenkonto:** Ihre Zugangsdaten und Bestellhistorie, solange Sie das Konto nutzen (Art. 6 Abs. 1 lit. b DSGVO).
- **Zahlung auf Rechnung und in Raten:** eine Prüfung Ihrer Identität und Zahlungsfähigkeit vor der Annahme der Bestellung (Art. 6 Abs. 1 lit. f DSGVO, berechtigtes Interesse am Schutz vor Zahlungsausfall).
- **Newsletter:** Ihre E-Mail-Adresse, nur mit Ihrer Einwilligung und nach Bestätigung (Art. 6 Abs. 1 lit. a DSGVO); Sie können sich jederzeit abmelden.
- **Kundenservice:** Ihre Nachrichten und unsere Antworten, um Ihr Anliegen zu bearbeiten.
- **Sicherheit:** technische Protokolle (IP-Adresse, Zeitpunkt, aufgerufene Seite) für höchstens 30 Tage, um Angriffe zu erkennen und abzuwehren (Art. 6 Abs. 1 lit. f DSGVO).

## Cookies und ähnliche Techniken

Technisch notwendige Cookies (Warenkorb, Anmeldung, Ihre Cookie-Auswahl) setzen wir ohne Einwilligung (§ 165 Abs. 3 TKG 2021). Alle weiteren Cookies – für Statistik, Komfortfunktionen und personalisierte Empfehlungen – setzen wir nur mit Ihrer Einwilligung, die Sie jederzeit in den Cookie-Einstellungen widerrufen können. Einem Tracking können Sie zusätzlich auf der Seite [Tracking-Widerspruch](/optout) widersprechen.

## Empfänger

Wir geben Daten nur weiter, soweit es für die Vertragserfüllung nötig ist: an Paket- und Speditionsdienste, Zahlungsdienstleister und Auskunfteien, IT-Dienstleister als Auftragsverarbeiter sowie an Behörden, wenn wir gesetzlich dazu verpflichtet sind. Eine Übermittlung in Länder außerhalb des EWR findet nicht statt.

## Speicherdauer

Vertrags- und Rechnungsdaten bewahren wir sieben Jahre auf (§ 132 BAO). Daten Ihres Kundenkontos löschen wir, wenn Sie das Konto löschen, soweit keine Aufbewahrungspflicht besteht. Newsletter-Daten löschen wir nach Ihrer Abmeldung.

## Ihre Rechte

Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen. Wenden Sie sich dazu an [${email}](mailto:${email}).

Wenn Sie meinen, dass wir Ihre Daten nicht rechtmäßig verarbeiten, können Sie sich bei der Österreichischen Datenschutzbehörde, Barichgasse 40–42, 1030 Wien, [www.dsb.gv.at](https://www.dsb.gv.at), beschweren.

Stand: November 2026`),
      ],
    },
    {
      slug: 'widerrufsbelehrung',
      title: 'Widerrufsbelehrung',
      description: `Ihr Rücktrittsrecht bei ${shop.brand}: 14 Tage ohne Angabe von Gründen, kostenlose Rücksendung, Muster-Widerrufsformular.`,
      content: [
        richtext(`## Rücktrittsrecht

Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat. Bei mehreren Waren einer Bestellung, die getrennt geliefert werden, beginnt die Frist mit der Inbesitznahme der letzten Ware.

Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${shop.companyAddress.join(', ')}, E-Mail: [${email}](mailto:${email}), Telefon: ${phone}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden. Auch das fristgerechte Zurücksenden der Ware gilt als Widerruf.

## Folgen des Widerrufs

Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.

Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist absenden. **Wir tragen die Kosten der Rücksendung der Waren.** Speditionsware holen wir bei Ihnen ab.

Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.

## Ausschluss des Rücktrittsrechts

Das Rücktrittsrecht besteht nicht bei Waren, die nach Kundenspezifikationen angefertigt werden (z. B. Maßanfertigungen), und bei versiegelten Waren, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind, wenn ihre Versiegelung nach der Lieferung entfernt wurde (z. B. Unterwäsche und Bademode ohne Hygienesiegel).

---

## Muster-Widerrufsformular

Wenn Sie den Vertrag widerrufen wollen, füllen Sie bitte dieses Formular aus und senden Sie es zurück.

An ${shop.companyAddress.join(', ')}, E-Mail: ${email}:

- Hiermit widerrufe(n) ich/wir (∗) den von mir/uns (∗) abgeschlossenen Vertrag über den Kauf der folgenden Waren (∗)/die Erbringung der folgenden Dienstleistung (∗)
- Bestellt am (∗)/erhalten am (∗)
- Name des/der Verbraucher(s)
- Anschrift des/der Verbraucher(s)
- Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)
- Datum

(∗) Unzutreffendes streichen.`),
      ],
    },
    {
      slug: 'barrierefreiheitserklaerung',
      title: 'Erklärung zur Barrierefreiheit',
      description: `Wie barrierefrei der Online-Shop von ${shop.brand} ist, was noch nicht barrierefrei ist und wie Sie uns Barrieren melden.`,
      content: [
        richtext(`## Stand der Vereinbarkeit mit den Anforderungen

Die ${shop.legalName} ist bemüht, ihren Online-Shop im Einklang mit dem Barrierefreiheitsgesetz (BaFG) barrierefrei zugänglich zu machen. Grundlage ist die Norm EN 301 549 in Verbindung mit den Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA.

Dieser Online-Shop ist mit den genannten Anforderungen **weitgehend vereinbar**. Alle Seiten lassen sich mit der Tastatur bedienen, haben Sprunglinks zu Hauptinhalt und Kategorien, beschriftete Formularfelder und Fehlermeldungen, die von Screenreadern vorgelesen werden. Bilder haben Alternativtexte; Farben erfüllen die geforderten Kontraste.

## Nicht barrierefreie Inhalte

- Produktbilder zeigen nicht jedes Detail, das nur im Bild erkennbar ist (etwa Muster); die wichtigsten Angaben stehen in der Artikelbeschreibung.
- Ältere Rechnungen im PDF-Format sind nicht vollständig getaggt; auf Wunsch senden wir sie Ihnen in einem barrierefreien Format.

## Erstellung dieser Erklärung

Diese Erklärung wurde am 24. November 2026 erstellt. Grundlage ist eine Selbstbewertung mit automatischen Prüfwerkzeugen und Tests mit Tastatur und Screenreader.

## Feedback und Kontakt

Sind Ihnen Barrieren aufgefallen? Schreiben Sie uns an [${email}](mailto:${email}) oder rufen Sie uns an unter [${phone}](tel:${phone.replace(/\s/g, '')}). Wir antworten innerhalb von 14 Tagen.

## Durchsetzungsverfahren

Wenn Sie mit unserer Antwort nicht zufrieden sind, können Sie sich an die Marktüberwachungsbehörde wenden: Sozialministeriumservice, Babenbergerstraße 5, 1010 Wien, [www.sozialministeriumservice.gv.at](https://www.sozialministeriumservice.gv.at).`),
      ],
    },
  ];
}
