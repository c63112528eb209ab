import { formatPrice } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { localeMoney } from '@/lib/shop/shop-money';
import { richtext, tocBlock } from './seed-blocks';
import { authorityLine, companySeat } from './company-seat';
import { COMPANY_FACTS, type SeedPage } from './seed-page';

const toc = tocBlock('Inhalt');

/** The legal pages of a shop selling to consumers in Germany (de-DE): imprint, terms, privacy, withdrawal, accessibility. */
export function legalPagesDeDe(shop: ShopConfig): SeedPage[] {
  const facts = COMPANY_FACTS[shop.family] ?? COMPANY_FACTS.lindgard!;
  const seat = companySeat(shop);
  const money = localeMoney(shop.locale);
  const eur = (cents: number) => formatPrice(cents, money);
  const address = shop.companyAddress.join('\n');
  const addressLine = shop.companyAddress.join(', ');
  const { phone, email } = shop.customerService;
  const tel = `[${phone}](tel:${phone.replace(/\s/g, '')})`;
  const mail = `[${email}](mailto:${email})`;
  const editor = facts.managingDirectors.split(',')[0]!.trim();
  const foreignSeat =
    seat.country === 'DE'
      ? ''
      : `

## Angaben nach dem Recht des Sitzstaats

Die ${shop.legalName} hat ihren Sitz ${seat.inCountry}. Nach dem Herkunftslandprinzip (§ 3 DDG) gelten für sie zusätzlich die Informationspflichten ihres Sitzstaats:

- Zuständige Kammer: ${facts.chamber}
- Zuständige Behörde: ${facts.authority}
- Anwendbare Rechtsvorschriften: ${facts.rules}`;
  return [
    {
      slug: 'impressum',
      title: 'Impressum',
      description: `Impressum von ${shop.brand}: Anbieter ${shop.legalName}, Anschrift, Kontakt, Registereintrag und Umsatzsteuer-Identifikationsnummer.`,
      content: [
        richtext(`## Anbieter (Angaben gemäß § 5 DDG)

${address}

Vertreten durch die Geschäftsführung: ${facts.managingDirectors}

## Kontakt

Telefon: ${tel}
E-Mail: ${mail}
Online: [Kontaktformular](/contact)

## Register und Umsatzsteuer

- Registereintrag: ${facts.register}
- Umsatzsteuer-Identifikationsnummer${seat.country === 'DE' ? ' gemäß § 27a Umsatzsteuergesetz' : ''}: ${facts.vatId}
- Unternehmensgegenstand: Versandhandel mit Bekleidung, Schuhen, Accessoires und Wohnartikeln${foreignSeat}

## Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV

${editor}
Anschrift wie oben

## Bankverbindung

${shop.bank.payee}
${shop.bank.bankName}
IBAN: ${shop.bank.iban}
BIC: ${shop.bank.bic}

## Verbraucherstreitbeilegung

Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle im Sinne des Verbraucherstreitbeilegungsgesetzes (VSBG) teilzunehmen. Wenden Sie sich mit Fragen und Beschwerden bitte direkt an unseren Kundenservice unter ${mail} – wir bemühen uns um eine einvernehmliche Lösung.

Die Plattform der EU-Kommission zur Online-Streitbeilegung (OS-Plattform) wurde am 20. Juli 2025 eingestellt; ein Hinweis auf sie ist seither nicht mehr vorgesehen.`),
      ],
    },
    {
      slug: 'agb',
      title: 'Allgemeine Geschäftsbedingungen',
      description: `Die Allgemeinen Geschäftsbedingungen von ${shop.brand} für Bestellungen im Online-Shop, per Telefon und per Bestellschein.`,
      content: [
        toc,
        richtext(`## 1. Geltungsbereich und Vertragspartner

Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge, die Sie mit der ${addressLine} (im Folgenden „wir“), über unseren Online-Shop, telefonisch oder mit einem Bestellschein schließen. Unser Angebot richtet sich an Verbraucherinnen und Verbraucher im Sinne von § 13 BGB mit einer Lieferanschrift in Deutschland. Bestellen können volljährige Personen; wir liefern in haushaltsüblichen Mengen.

## 2. Vertragsschluss

Die Darstellung der Artikel im Online-Shop, im Katalog und in unserer Werbung ist kein bindendes Angebot, sondern eine Aufforderung an Sie, eine Bestellung abzugeben.

**Online-Shop:** Sie legen die gewünschten Artikel in den Warenkorb und geben in der Kasse in vier Schritten Ihre Adresse, die Versandart und die Zahlungsart an; im letzten Schritt „Prüfen und bestellen“ sehen Sie alle Angaben mit dem Gesamtpreis. Eingabefehler können Sie vor dem Absenden jederzeit über die Schaltflächen „Ändern“ oder die Zurück-Funktion Ihres Browsers korrigieren. Mit dem Klick auf die Schaltfläche „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot zum Kauf der Artikel im Warenkorb ab.

**Telefon und Bestellschein:** Telefonisch geben Sie Ihr Angebot mündlich gegenüber unserem Kundenservice ab, mit dem [Direktbestellschein](/directorderform) oder dem Bestellschein aus unserem Katalog durch das Absenden des ausgefüllten Scheins.

Wir bestätigen den Eingang Ihrer Online-Bestellung unverzüglich per E-Mail. Diese Eingangsbestätigung ist noch keine Annahme Ihres Angebots. Wir können Ihr Angebot innerhalb von drei Werktagen nach seinem Eingang annehmen, indem wir die Annahme ausdrücklich erklären oder die Ware an Sie absenden; bei Vorauszahlung nehmen wir es mit der Zahlungsaufforderung an. Mit der Annahme kommt der Vertrag zustande. Nehmen wir Ihr Angebot nicht innerhalb dieser Frist an, sind Sie nicht mehr daran gebunden.

Die Vertragssprache ist Deutsch. Wir speichern den Vertragstext. Ihre Bestelldaten senden wir Ihnen per E-Mail; mit Kundenkonto sehen Sie Ihre Bestellungen außerdem unter [Mein Konto](/customer). Diese AGB können Sie jederzeit auf dieser Seite abrufen und ausdrucken.

## 3. Preise und Versandkosten

Alle Preise sind Endpreise in Euro einschließlich der gesetzlichen Umsatzsteuer. Für die Standardlieferung berechnen wir je Bestellung ${eur(shop.fees.shipping)}; ab einem Warenwert von ${eur(shop.fees.freeShippingFrom)} liefern wir versandkostenfrei. Für Speditionsware berechnen wir einmalig ${eur(shop.fees.freight)} je Bestellung, für die Expresslieferung („Ruck-Zuck-Lieferung“) ${eur(shop.fees.expressDelivery)}. Der Mindestbestellwert beträgt ${eur(shop.fees.minOrderValue)}. Alle Kosten sehen Sie vor dem Absenden der Bestellung in der Zusammenfassung.

## 4. Lieferung und Gefahrübergang

Wir liefern an Anschriften in Deutschland. Lagernde Artikel liefern wir in der Regel innerhalb von 3 bis 5 Werktagen, mit Expresslieferung innerhalb von 1 bis 2 Werktagen; abweichende Lieferzeiten nennen wir auf der Artikelseite. Speditionsware liefern wir nach telefonischer Terminvereinbarung. Ist ein Artikel nach Vertragsschluss nicht lieferbar, informieren wir Sie unverzüglich und erstatten bereits geleistete Zahlungen unverzüglich.

Die Gefahr des zufälligen Untergangs und der zufälligen Verschlechterung der Ware geht erst mit der Übergabe an Sie über. Bitte reklamieren Sie offensichtliche Transportschäden möglichst sofort beim Zusteller und informieren Sie uns; Ihre gesetzlichen Rechte bleiben davon unberührt.

## 5. Zahlung

Sie können wählen zwischen Kauf auf Rechnung (zahlbar innerhalb von 30 Tagen nach Erhalt der Ware), Ratenkauf (Ratenaufschlag 2,9 %), Zahlpause (Zahlung erst nach 100 Tagen, Aufschlag ${eur(shop.fees.paymentPause)}), Nachnahme (Gebühr ${eur(shop.fees.cashOnDelivery)}) und Vorauszahlung per Überweisung. Für Ratenkauf und Zahlpause erhalten Sie vor Vertragsschluss die gesetzlich vorgeschriebenen Vertragsinformationen; ergänzend gelten die Vorschriften über Teilzahlungsgeschäfte und entgeltliche Zahlungsaufschübe (§§ 506 ff. BGB). Wir behalten uns vor, nach einer Bonitätsprüfung nur bestimmte Zahlungsarten anzubieten (siehe [Datenschutzhinweise](/content/datenschutzhinweise)).

Kommen Sie in Zahlungsverzug, schulden Sie Verzugszinsen in gesetzlicher Höhe (fünf Prozentpunkte über dem Basiszinssatz, § 288 Abs. 1 BGB). Die Geltendmachung eines weiteren Verzugsschadens bleibt vorbehalten; Ihnen bleibt der Nachweis offen, dass kein oder ein geringerer Schaden entstanden ist.

## 6. Eigentumsvorbehalt

Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.

## 7. Widerrufsrecht

Als Verbraucherin oder Verbraucher haben Sie ein gesetzliches Widerrufsrecht von 14 Tagen. Einzelheiten und das Muster-Widerrufsformular finden Sie in der [Widerrufsbelehrung](/content/widerrufsbelehrung). Die Kosten der Rücksendung tragen wir; Speditionsware holen wir bei Ihnen ab.

## 8. Gewährleistung und Garantien

Es gelten die gesetzlichen Mängelrechte (§§ 434 ff. BGB). Ansprüche wegen Mängeln verjähren in zwei Jahren ab Ablieferung der Ware. Garantien von Herstellern gelten zusätzlich zu Ihren gesetzlichen Rechten und schränken diese nicht ein; die Garantiebedingungen liegen der Ware bei.

## 9. Haftung

Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei der Verletzung des Lebens, des Körpers oder der Gesundheit, nach dem Produkthaftungsgesetz sowie im Umfang einer von uns übernommenen Garantie. Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht – einer Pflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen – ist unsere Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen haften wir für leichte Fahrlässigkeit nicht. Diese Beschränkungen gelten auch zugunsten unserer Mitarbeitenden und Erfüllungsgehilfen.

## 10. Aktionsgutscheine

Kostenlos ausgegebene Aktionsgutscheine und Rabattcodes lösen Sie im letzten Schritt der Bestellung im Feld „Gutschein“ ein – bis zum angegebenen Ablaufdatum und einen Code je Bestellung, sofern bei der Aktion nichts anderes angegeben ist. Sie werden nicht in bar ausgezahlt. Widerrufen Sie einen Vertrag, erstatten wir den tatsächlich gezahlten Betrag.

## 11. Datenschutz und Barrierefreiheit

Wie wir Ihre Daten verarbeiten, lesen Sie in unseren [Datenschutzhinweisen](/content/datenschutzhinweise). Wie unser Online-Shop die Anforderungen an die Barrierefreiheit erfüllt, beschreibt unsere [Erklärung zur Barrierefreiheit](/content/barrierefreiheitserklaerung).

## 12. Kundenservice und Streitbeilegung

Unseren Kundenservice erreichen Sie telefonisch unter ${tel} (Mo–Fr 8–20 Uhr, Sa 9–16 Uhr), per E-Mail an ${mail} und über das [Kontaktformular](/contact). Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.

## 13. Anwendbares Recht

Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Diese Rechtswahl gilt nur, soweit Ihnen dadurch nicht der Schutz entzogen wird, den Ihnen die zwingenden Bestimmungen des Staates gewähren, in dem Sie Ihren gewöhnlichen Aufenthalt haben.

Stand: November 2026`),
      ],
    },
    {
      slug: 'datenschutzhinweise',
      title: 'Datenschutzhinweise',
      description: `Wie ${shop.brand} Ihre personenbezogenen Daten verarbeitet, auf welcher Rechtsgrundlage und wie lange, und welche Rechte Sie nach der DSGVO haben.`,
      content: [
        toc,
        richtext(`## Verantwortlicher

${address}
Telefon: ${phone}, E-Mail: ${mail}

Unsere Datenschutzbeauftragte erreichen Sie unter derselben Anschrift mit dem Zusatz „Datenschutzbeauftragte“ oder per E-Mail an ${mail} mit dem Betreff „Datenschutz“.

## Welche Daten wir verarbeiten und wozu

- **Besuch des Online-Shops:** Beim Aufruf unserer Seiten verarbeitet unser Server technisch notwendige Daten (IP-Adresse, Zeitpunkt, aufgerufene Seite, Browsertyp). Wir speichern diese Protokolle höchstens 30 Tage, um den Shop sicher zu betreiben und Angriffe zu erkennen und abzuwehren (Art. 6 Abs. 1 lit. f DSGVO).
- **Bestellung und Lieferung:** Name, Anschrift, E-Mail-Adresse, Telefonnummer, bestellte Artikel sowie Zahlungs- und Lieferdaten, um Ihre Bestellung auszuführen, auch bei Bestellungen per Telefon oder Bestellschein (Art. 6 Abs. 1 lit. b DSGVO). Ihre Telefonnummer nutzen wir für Rückfragen und die Terminabsprache bei Speditionsware.
- **Kundenkonto:** Ihre Zugangsdaten, Anschriften, Bestellungen, Rechnungen und Rücksendungen, solange Sie das Konto nutzen (Art. 6 Abs. 1 lit. b DSGVO). Sie können auch ohne Kundenkonto als Gast bestellen.
- **Bonitätsprüfung:** Bei Kauf auf Rechnung, Ratenkauf und Zahlpause gehen wir in Vorleistung. Vor der Annahme Ihrer Bestellung übermitteln wir deshalb Ihren Namen, Ihre Anschrift und gegebenenfalls Ihr Geburtsdatum an eine Auskunftei und erhalten eine Auskunft über Ihre Zahlungsfähigkeit, die auch einen auf mathematisch-statistischen Verfahren beruhenden Wahrscheinlichkeitswert enthalten kann (Art. 6 Abs. 1 lit. b und f DSGVO; berechtigtes Interesse am Schutz vor Zahlungsausfällen). Welche Zahlungsarten wir Ihnen danach anbieten, kann automatisiert entschieden werden (Art. 22 Abs. 2 lit. a DSGVO). Vorauszahlung und Nachnahme bleiben immer möglich. Sie können verlangen, dass eine Mitarbeiterin oder ein Mitarbeiter die Entscheidung überprüft, Ihren Standpunkt darlegen und die Entscheidung anfechten.
- **Katalog- und Briefwerbung:** Name und Anschrift, um Ihnen Kataloge und Angebote per Post zu senden (Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist die Direktwerbung). Sie können dem jederzeit widersprechen.
- **Newsletter:** Ihre E-Mail-Adresse, nur mit Ihrer Einwilligung und nach Bestätigung über den Link in unserer E-Mail (Art. 6 Abs. 1 lit. a DSGVO). Die Anmeldung und die Bestätigung protokollieren wir, um Ihre Einwilligung nachweisen zu können (Art. 6 Abs. 1 lit. c in Verbindung mit Art. 7 Abs. 1 DSGVO).
- **Kundenservice:** Ihre Nachrichten, Anrufe und unsere Antworten, um Ihr Anliegen zu bearbeiten (Art. 6 Abs. 1 lit. b und f DSGVO).
- **Bewertung nach der Bestellung:** Ihre freiwillige Bewertung und Ihr Kommentar, um unser Angebot zu verbessern (Art. 6 Abs. 1 lit. f DSGVO).

## Cookies und ähnliche Techniken

Informationen auf Ihrem Endgerät, die für den Betrieb des Shops unbedingt erforderlich sind (Warenkorb, Anmeldung, Ihre Cookie-Auswahl), speichern und lesen wir ohne Einwilligung (§ 25 Abs. 2 Nr. 2 TDDDG). Alle weiteren Cookies und ähnlichen Techniken – für Statistik, Komfortfunktionen und personalisierte Empfehlungen – setzen wir nur mit Ihrer Einwilligung ein (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Ihre Einwilligung können Sie jederzeit in den Cookie-Einstellungen widerrufen; einem Tracking können Sie zusätzlich auf der Seite [Tracking-Widerspruch](/optout) widersprechen.

## Pflicht zur Bereitstellung

Die Angaben, die für Bestellung, Lieferung und Zahlung nötig sind, benötigen wir für den Vertragsschluss; ohne sie können wir Ihre Bestellung nicht ausführen. Alle übrigen Angaben, etwa für Newsletter und Kataloge, sind freiwillig.

## Empfänger

Wir geben Daten nur weiter, soweit es für die genannten Zwecke nötig ist: an Paket- und Speditionsdienste, Zahlungsdienstleister und Auskunfteien, Inkassodienstleister bei offenen Forderungen, IT- und Druckdienstleister, die in unserem Auftrag und nach unseren Weisungen arbeiten (Art. 28 DSGVO), an Steuerberatung und Wirtschaftsprüfung sowie an Behörden, wenn wir gesetzlich dazu verpflichtet sind. Eine Übermittlung in Länder außerhalb der EU und des EWR findet nicht statt.

## Speicherdauer

Wir speichern Ihre Daten, solange es für den jeweiligen Zweck erforderlich ist. Vertrags- und Rechnungsdaten bewahren wir so lange auf, wie es das Handels- und Steuerrecht ${seat.inCountry} verlangt: ${seat.retention}. Daten Ihres Kundenkontos löschen wir, wenn Sie das Konto löschen, soweit keine Aufbewahrungspflicht besteht. Newsletter-Daten löschen wir nach Ihrer Abmeldung; den Nachweis Ihrer Einwilligung bewahren wir bis zu drei Jahre auf.

## Ihre Rechte

Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18) und Datenübertragbarkeit (Art. 20). Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO). Wenden Sie sich dazu an ${mail}.

## Widerspruchsrecht

**Verarbeiten wir Ihre Daten auf Grundlage berechtigter Interessen (Art. 6 Abs. 1 lit. f DSGVO), können Sie dem aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen (Art. 21 Abs. 1 DSGVO). Der Verwendung Ihrer Daten für Direktwerbung, etwa für Kataloge und Briefwerbung, können Sie jederzeit ohne Angabe von Gründen widersprechen (Art. 21 Abs. 2 DSGVO).** Eine formlose Nachricht an ${mail} genügt.

## Beschwerderecht

Sie können sich bei jeder Datenschutz-Aufsichtsbehörde beschweren, insbesondere in dem EU-Mitgliedstaat Ihres Aufenthaltsorts oder Arbeitsplatzes (Art. 77 DSGVO). Zuständig für uns als Unternehmen mit Sitz ${seat.inCountry} ist: ${authorityLine(seat.authority)}.

Stand: November 2026`),
      ],
    },
    {
      slug: 'widerrufsbelehrung',
      title: 'Widerrufsbelehrung',
      description: `Ihr Widerrufsrecht bei ${shop.brand}: 14 Tage ohne Angabe von Gründen, kostenlose Rücksendung, Muster-Widerrufsformular.`,
      content: [
        richtext(`## Widerrufsrecht

Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.

Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die letzte Ware in Besitz genommen haben bzw. hat.

Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${addressLine}, Telefon: ${phone}, E-Mail: ${mail}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.

Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.

## Folgen des Widerrufs

Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.

Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden. Nicht paketversandfähige Waren (Speditionsware) holen wir bei Ihnen ab; die Rückzahlung für diese Waren machen wir nicht von ihrer Rückgabe abhängig.

Wir tragen die Kosten der Rücksendung der Waren.

Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.

## Ausschluss und vorzeitiges Erlöschen des Widerrufsrechts

Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung von Waren, die nicht vorgefertigt sind und für deren Herstellung eine individuelle Auswahl oder Bestimmung durch den Verbraucher maßgeblich ist oder die eindeutig auf die persönlichen Bedürfnisse des Verbrauchers zugeschnitten sind.

Das Widerrufsrecht erlischt vorzeitig bei Verträgen zur Lieferung versiegelter Waren, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind, wenn ihre Versiegelung nach der Lieferung entfernt wurde.

*Ende der Widerrufsbelehrung*

---

## Muster-Widerrufsformular

(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)

- An ${addressLine}, E-Mail: ${email}:
- Hiermit widerrufe(n) ich/wir (∗) den von mir/uns (∗) abgeschlossenen Vertrag über den Kauf der folgenden Waren (∗)/die Erbringung der folgenden Dienstleistung (∗)
- Bestellt am (∗)/erhalten am (∗)
- Name des/der Verbraucher(s)
- Anschrift des/der Verbraucher(s)
- Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)
- Datum

(∗) Unzutreffendes streichen.

---

## So senden Sie Ware zurück

Legen Sie den Rücksendeschein in das Paket und geben Sie es kostenlos in einer Postfiliale oder einem Paketshop ab. Für die Abholung von Speditionsware rufen Sie uns bitte an unter ${tel}. Eine Rücksendung mit dem ausgefüllten Rücksendeschein innerhalb der Widerrufsfrist behandeln wir ebenfalls als Widerruf. Die Originalverpackung hilft uns, ist aber keine Voraussetzung für den Widerruf.`),
      ],
    },
    {
      slug: 'barrierefreiheitserklaerung',
      title: 'Erklärung zur Barrierefreiheit',
      description: `Wie der Online-Shop von ${shop.brand} die Anforderungen des Barrierefreiheitsstärkungsgesetzes erfüllt, was noch nicht barrierefrei ist und wie Sie uns Barrieren melden.`,
      content: [
        toc,
        richtext(`## Geltungsbereich

Diese Erklärung gilt für den Online-Shop von ${shop.brand} einschließlich Bestellvorgang, Kundenkonto und Kontaktformular, betrieben von der ${shop.legalName}. Sie enthält die Informationen nach § 14 in Verbindung mit Anlage 3 des Barrierefreiheitsstärkungsgesetzes (BFSG).

## Beschreibung der Dienstleistung

In unserem Online-Shop können Sie Mode, Schuhe, Accessoires und Wohnartikel ansehen, vergleichen und bestellen. Sie können ein Kundenkonto anlegen oder als Gast bestellen, Bestellungen, Rechnungen und Rücksendungen in [Mein Konto](/customer) einsehen, Kataloge und den Newsletter bestellen und uns über das [Kontaktformular](/contact) schreiben. Eine Bestellung geben Sie in vier Schritten ab: Adresse, Versandart, Zahlungsart sowie Prüfen und bestellen. Vor dem Absenden sehen Sie alle Angaben und den Gesamtpreis im Überblick.

## Wie wir die Anforderungen erfüllen

Maßstab sind die Anforderungen der Verordnung zum Barrierefreiheitsstärkungsgesetz (BFSGV), die wir nach der harmonisierten Norm EN 301 549 und den Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA umsetzen.

- **Wahrnehmbar:** Bilder haben Alternativtexte, Texte und Bedienelemente erfüllen die geforderten Kontraste, Inhalte lassen sich ohne Funktionsverlust auf 200 % vergrößern, Informationen werden nie allein durch Farbe vermittelt.
- **Bedienbar:** Alle Funktionen lassen sich mit der Tastatur bedienen; der Fokus ist sichtbar, Sprunglinks führen zum Hauptinhalt und zu den Kategorien.
- **Verständlich:** Navigation und Bezeichnungen sind auf allen Seiten einheitlich, Formularfelder sind beschriftet, Fehlermeldungen nennen das Feld und die Korrektur und werden von Screenreadern vorgelesen.
- **Robust:** Die Seiten verwenden semantisches HTML und, wo nötig, WAI-ARIA; wir testen sie mit aktuellen Browsern und Screenreadern.
- **Anmeldung und Bezahlung:** Anmeldung, Gastbestellung und alle Zahlungsarten sind barrierefrei bedienbar; wir fragen keine Karten- oder Kontodaten ab.
- **Informationen:** Diese Erklärung, die [AGB](/content/agb) und die [Widerrufsbelehrung](/content/widerrufsbelehrung) stehen als barrierefreie Webseiten zur Verfügung.

## Stand der Vereinbarkeit

Der Online-Shop ist mit den genannten Anforderungen **weitgehend vereinbar**. Folgende Inhalte sind noch nicht vollständig barrierefrei:

- Produktbilder zeigen nicht jedes Detail, das nur im Bild erkennbar ist (etwa Muster); die wichtigsten Angaben stehen in der Artikelbeschreibung.
- Ältere Rechnungen im PDF-Format sind nicht vollständig getaggt; auf Wunsch senden wir sie Ihnen in einem barrierefreien Format.

Alternativ beraten wir Sie telefonisch und nehmen Ihre Bestellung unter ${tel} entgegen.

## Erstellung dieser Erklärung

Diese Erklärung wurde am 24. November 2026 erstellt. Grundlage ist eine Selbstbewertung mit automatischen Prüfwerkzeugen und Tests mit Tastatur und Screenreader.

## Feedback und Kontakt

Sind Ihnen Barrieren aufgefallen oder benötigen Sie Inhalte in einem anderen Format? Schreiben Sie uns an ${mail} oder rufen Sie uns an unter ${tel}. Wir antworten innerhalb von 14 Tagen.

## Marktüberwachungsbehörde und Schlichtung

Zuständig für die Überwachung ist die Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF), Carl-Miller-Straße 6, 39112 Magdeburg, [www.mlbf-barrierefrei.de](https://www.mlbf-barrierefrei.de). Dort können Sie beantragen, dass die Behörde Maßnahmen ergreift (§ 32 BFSG).

Außerdem können Sie ein kostenloses Schlichtungsverfahren bei der Schlichtungsstelle nach § 16 des Behindertengleichstellungsgesetzes beantragen (§ 34 BFSG): Mauerstraße 53, 10117 Berlin, [www.schlichtungsstelle-bgg.de](https://www.schlichtungsstelle-bgg.de).`),
      ],
    },
  ];
}
