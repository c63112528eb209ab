import { formatPrice } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { localeMoney } from '@/lib/shop/shop-money';
import { authorityLine, companySeat } from './company-seat';
import { richtext, tocBlock } from './seed-blocks';
import { COMPANY_FACTS, type SeedPage } from './seed-page';

const toc = tocBlock('Inhalt');

/**
 * The legal pages of a shop selling to consumers in Switzerland, in German (de-CH): imprint, terms,
 * privacy, the voluntary return right (Swiss law has no withdrawal right for distance sales) and a
 * voluntary accessibility statement.
 */
export function legalPagesDeCh(shop: ShopConfig): SeedPage[] {
  const facts = COMPANY_FACTS[shop.family] ?? COMPANY_FACTS.lindgard!;
  const seat = companySeat(shop);
  const swiss = seat.country === 'CH';
  const money = localeMoney(shop.locale);
  const price = (cents: number) => formatPrice(cents, money);
  const address = shop.companyAddress.join('\n');
  const addressLine = shop.companyAddress.join(', ');
  const { phone, email } = shop.customerService;
  const tel = `[${phone}](tel:${phone.replace(/\s/g, '')})`;
  const mail = `[${email}](mailto:${email})`;
  const foreignSeat = swiss
    ? ''
    : `

## Angaben nach dem Recht des Sitzstaats

Die ${shop.legalName} hat ihren Sitz ${seat.inCountry}. Für sie gelten zudem die Informationspflichten ihres Sitzstaats:

- Zuständige Kammer: ${facts.chamber}
- Zuständige Behörde: ${facts.authority}
- Anwendbare Rechtsvorschriften: ${facts.rules}`;
  const gdpr = swiss
    ? ''
    : ` Als Unternehmen mit Sitz ${seat.inCountry} unterliegen wir zudem der Datenschutz-Grundverordnung der EU (DSGVO); die in Klammern genannten Rechtsgrundlagen der DSGVO gelten für unsere Bearbeitung in der EU. Da wir in der EU niedergelassen sind, benötigen wir keinen Vertreter nach Art. 27 DSGVO.`;
  return [
    {
      slug: 'impressum',
      title: 'Impressum',
      description: `Impressum von ${shop.brand}: Betreiberin ${shop.legalName}, Adresse, Kontakt, Handelsregister und Mehrwertsteuer.`,
      content: [
        richtext(`## Betreiberin dieses Online-Shops

${address}

Vertreten durch die Geschäftsführung: ${facts.managingDirectors}

## Kontakt

Telefon: ${tel}
E-Mail: ${mail}
Online: [Kontaktformular](/contact)

## Register und Mehrwertsteuer

- Registereintrag: ${facts.register}
- ${swiss ? 'UID/MWST-Nummer' : 'Umsatzsteuer-Identifikationsnummer (EU)'}: ${facts.vatId}
- Unternehmensgegenstand: Versandhandel mit Bekleidung, Schuhen, Accessoires und Wohnartikeln

Diese Angaben machen wir gemäss Art. 3 Abs. 1 lit. s des Bundesgesetzes gegen den unlauteren Wettbewerb (UWG).${foreignSeat}

## Bankverbindung

${shop.bank.payee}
${shop.bank.bankName}
IBAN: ${shop.bank.iban}
BIC: ${shop.bank.bic}

## Beanstandungen

Mit Fragen und Beanstandungen wenden Sie sich bitte direkt an unseren Kundenservice unter ${mail} oder ${tel}; wir bemühen uns um eine einvernehmliche Lösung. Zur Teilnahme an einem Verfahren vor einer Schlichtungsstelle sind wir nicht verpflichtet.`),
      ],
    },
    {
      slug: 'agb',
      title: 'Allgemeine Geschäftsbedingungen',
      description: `Die Allgemeinen Geschäftsbedingungen von ${shop.brand} für Bestellungen aus der Schweiz im Online-Shop, per Telefon und per Bestellschein.`,
      content: [
        toc,
        richtext(`## 1. Geltungsbereich

Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge, die Sie mit der ${addressLine} («wir»), über unseren Online-Shop, telefonisch oder mit einem Bestellschein abschliessen. Unser Angebot richtet sich an Konsumentinnen und Konsumenten mit Lieferadresse in der Schweiz, die Waren für den persönlichen oder familiären Gebrauch bestellen. Bestellen können volljährige Personen; wir liefern in haushaltsüblichen Mengen.

## 2. Vertragsabschluss

Die Darstellung der Artikel im Online-Shop, im Katalog und in unserer Werbung ist kein verbindliches Angebot, sondern eine Einladung an Sie, eine Bestellung abzugeben.

**Online-Shop:** Sie legen die gewünschten Artikel in den Warenkorb und geben an der Kasse in vier Schritten Ihre Adresse, die Versandart und die Zahlungsart an; im letzten Schritt «Prüfen und bestellen» sehen Sie alle Angaben mit dem Gesamtpreis. Eingabefehler können Sie vor dem Absenden jederzeit über die Schaltflächen «Ändern» oder die Zurück-Funktion Ihres Browsers korrigieren. Mit dem Klick auf «Zahlungspflichtig bestellen» geben Sie ein verbindliches Angebot ab.

**Telefon und Bestellschein:** Telefonisch geben Sie Ihr Angebot mündlich gegenüber unserem Kundenservice ab, mit dem [Direktbestellschein](/directorderform) oder dem Bestellschein aus unserem Katalog durch das Absenden des ausgefüllten Scheins.

Wir bestätigen den Eingang Ihrer Online-Bestellung unverzüglich per E-Mail; diese Bestätigung ist noch keine Annahme. Wir können Ihr Angebot innert drei Werktagen nach seinem Eingang annehmen, indem wir die Annahme ausdrücklich erklären oder die Ware an Sie absenden; bei Vorauszahlung nehmen wir es mit der Zahlungsaufforderung an. Mit der Annahme kommt der Vertrag zustande. Nehmen wir Ihr Angebot nicht innert dieser Frist an, sind Sie nicht mehr daran gebunden.

Die Vertragssprache ist Deutsch. Wir speichern den Vertragstext; Ihre Bestelldaten senden wir Ihnen per E-Mail, mit Kundenkonto sehen Sie Ihre Bestellungen zudem unter [Mein Konto](/customer).

## 3. Preise, Zoll und Mehrwertsteuer

Alle Preise verstehen sich in Schweizer Franken (${shop.currency}) inklusive der schweizerischen Mehrwertsteuer sowie sämtlicher Zollabgaben und Einfuhrgebühren. Ihre Bestellung wird aus dem Ausland in die Schweiz geliefert; die Verzollung und die Einfuhrsteuer übernehmen wir. Bei der Zustellung fallen für Sie keine weiteren Abgaben oder Gebühren an.

Für die Standardlieferung berechnen wir je Bestellung ${price(shop.fees.shipping)}; ab einem Warenwert von ${price(shop.fees.freeShippingFrom)} liefern wir versandkostenfrei. Für Speditionsware berechnen wir einmalig ${price(shop.fees.freight)} je Bestellung, für die Expresslieferung («Ruck-Zuck-Lieferung») ${price(shop.fees.expressDelivery)}. Der Mindestbestellwert beträgt ${price(shop.fees.minOrderValue)}. Alle Kosten sehen Sie vor dem Absenden der Bestellung in der Zusammenfassung.

## 4. Lieferung, Nutzen und Gefahr

Wir liefern an Adressen in der Schweiz. Lagernde Artikel liefern wir in der Regel innert 3 bis 5 Werktagen, mit Expresslieferung innert 1 bis 2 Werktagen; abweichende Lieferzeiten nennen wir auf der Artikelseite. Speditionsware liefern wir nach telefonischer Terminvereinbarung. Ist ein Artikel nach Vertragsabschluss nicht lieferbar, informieren wir Sie umgehend und erstatten bereits geleistete Zahlungen.

Abweichend von Art. 185 OR gehen Nutzen und Gefahr erst mit der Übergabe der Ware an Sie über.

## 5. Zahlung

Sie können wählen zwischen Kauf auf Rechnung (zahlbar innert 30 Tagen nach Erhalt der Ware), Ratenkauf (Ratenaufschlag 2.9 %), Zahlpause (Zahlung erst nach 100 Tagen, Aufschlag ${price(shop.fees.paymentPause)}), Nachnahme (Gebühr ${price(shop.fees.cashOnDelivery)}) und Vorauszahlung per Überweisung. Für Ratenkauf und Zahlpause gelten, soweit anwendbar, die Bestimmungen des Bundesgesetzes über den Konsumkredit (KKG); die Bedingungen teilen wir Ihnen vor Vertragsabschluss mit. Wir behalten uns vor, nach einer Bonitätsprüfung nur bestimmte Zahlungsarten anzubieten (siehe [Datenschutzerklärung](/content/datenschutzhinweise)).

Bezahlen Sie nicht fristgerecht, geraten Sie ohne Mahnung in Verzug und schulden einen Verzugszins von 5 % pro Jahr (Art. 104 OR).

## 6. Eigentumsvorbehalt

Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum. Wir sind berechtigt, den Eigentumsvorbehalt im Eigentumsvorbehaltsregister an Ihrem Wohnort eintragen zu lassen (Art. 715 ZGB).

## 7. Freiwilliges Rückgaberecht

Für Bestellungen im Online-Shop und per Katalog sieht das schweizerische Recht kein gesetzliches Widerrufsrecht vor. Wir räumen Ihnen **freiwillig** ein Rückgaberecht von 14 Tagen ab Erhalt der Ware ein; die Bedingungen finden Sie unter [Rückgaberecht](/content/widerrufsbelehrung). Ein gesetzliches Widerrufsrecht nach Art. 40a ff. OR bleibt vorbehalten.

## 8. Gewährleistung

Wir leisten Gewähr nach den gesetzlichen Bestimmungen (Art. 197 ff. OR). Bitte prüfen Sie die Ware nach Erhalt und melden Sie uns Mängel so bald wie möglich; Mängel, die Sie uns innert 30 Tagen nach Erhalt melden, gelten als rechtzeitig gerügt, später entdeckte Mängel melden Sie bitte sofort nach ihrer Entdeckung (Art. 201 OR). Bei einem Mangel können Sie nach Ihrer Wahl die Rückgängigmachung des Kaufs, eine Preisminderung oder die Lieferung mangelfreier Ware verlangen (Art. 205 und 206 OR); auf Wunsch reparieren wir die Ware kostenlos. Die Ansprüche verjähren zwei Jahre nach Ablieferung der Ware (Art. 210 OR). Garantien von Herstellern gelten zusätzlich.

## 9. Haftung

Für Schäden, die wir absichtlich oder grobfahrlässig verursachen, haften wir unbeschränkt. Für leichte Fahrlässigkeit haften wir nur bei Verletzung wesentlicher Vertragspflichten und nur für den vorhersehbaren, vertragstypischen Schaden. Die Haftung für Personenschäden und nach dem Produktehaftpflichtgesetz (PrHG) bleibt in jedem Fall unberührt.

## 10. Aktionsgutscheine

Kostenlos ausgegebene Aktionsgutscheine und Rabattcodes lösen Sie im letzten Schritt der Bestellung im Feld «Gutschein» ein – bis zum angegebenen Ablaufdatum und einen Code je Bestellung, sofern bei der Aktion nichts anderes angegeben ist. Sie werden nicht bar ausbezahlt. Geben Sie Ware zurück, erstatten wir den tatsächlich bezahlten Betrag.

## 11. Datenschutz und Barrierefreiheit

Wie wir Ihre Personendaten bearbeiten, lesen Sie in unserer [Datenschutzerklärung](/content/datenschutzhinweise). Wie wir unseren Online-Shop barrierefrei gestalten, beschreibt unsere [Erklärung zur Barrierefreiheit](/content/barrierefreiheitserklaerung).

## 12. Kundenservice

Unseren Kundenservice erreichen Sie telefonisch unter ${tel} (Mo–Fr 8–20 Uhr, Sa 9–16 Uhr), per E-Mail an ${mail} und über das [Kontaktformular](/contact).

## 13. Anwendbares Recht und Gerichtsstand

Auf Verträge mit Konsumentinnen und Konsumenten in der Schweiz ist schweizerisches Recht anwendbar (Art. 120 IPRG); das Wiener Kaufrecht (CISG) gilt nicht. ${
          swiss
            ? 'Für Klagen gegen Sie sind die Gerichte an Ihrem Wohnsitz zuständig; Sie können uns an Ihrem Wohnsitz oder an unserem Sitz einklagen (Art. 32 ZPO).'
            : 'Sie können uns an Ihrem Wohnsitz in der Schweiz oder an unserem Sitz einklagen; wir können Sie nur an Ihrem Wohnsitz einklagen (Art. 15 und 16 Lugano-Übereinkommen).'
        }

Stand: November 2026`),
      ],
    },
    {
      slug: 'datenschutzhinweise',
      title: 'Datenschutzerklärung',
      description: `Wie ${shop.brand} Ihre Personendaten nach dem Datenschutzgesetz (DSG) bearbeitet, wozu und wie lange, und welche Rechte Sie haben.`,
      content: [
        toc,
        richtext(`## Verantwortliche

${address}
Telefon: ${phone}, E-Mail: ${mail}

Unsere Datenschutzbeauftragte erreichen Sie unter derselben Adresse mit dem Zusatz «Datenschutzbeauftragte» oder per E-Mail an ${mail} mit dem Betreff «Datenschutz».

## Anwendbares Recht

Wir bearbeiten Personendaten nach dem Bundesgesetz über den Datenschutz (Datenschutzgesetz, DSG), das seit dem 1. September 2023 in Kraft ist.${gdpr}

## Welche Daten wir bearbeiten und wozu

- **Besuch des Online-Shops:** Beim Aufruf unserer Seiten bearbeitet unser Server technisch notwendige Daten (IP-Adresse, Zeitpunkt, aufgerufene Seite, Browsertyp). Wir speichern diese Protokolle höchstens 30 Tage, um den Shop sicher zu betreiben und Angriffe abzuwehren (Art. 6 Abs. 1 lit. f DSGVO).
- **Bestellung, Lieferung und Verzollung:** Name, Adresse, E-Mail-Adresse, Telefonnummer, bestellte Artikel sowie Zahlungs- und Lieferdaten, um Ihre Bestellung auszuführen und in die Schweiz einzuführen, auch bei Bestellungen per Telefon oder Bestellschein (Art. 6 Abs. 1 lit. b und c DSGVO). Für die Zollanmeldung geben wir Name, Adresse und Sendungsinhalt an unseren Zolldienstleister und das Bundesamt für Zoll und Grenzsicherheit (BAZG) weiter.
- **Kundenkonto:** Ihre Zugangsdaten, Adressen, Bestellungen, Rechnungen und Rücksendungen, solange Sie das Konto nutzen (Art. 6 Abs. 1 lit. b DSGVO). Sie können auch ohne Kundenkonto als Gast bestellen.
- **Bonitätsprüfung:** Bei Kauf auf Rechnung, Ratenkauf und Zahlpause gehen wir in Vorleistung. Vor der Annahme Ihrer Bestellung geben wir deshalb Ihren Namen, Ihre Adresse und gegebenenfalls Ihr Geburtsdatum an eine Wirtschaftsauskunftei bekannt und erhalten eine Auskunft über Ihre Zahlungsfähigkeit (Art. 6 Abs. 1 lit. b und f DSGVO). Welche Zahlungsarten wir Ihnen danach anbieten, kann automatisiert entschieden werden (Art. 21 DSG, Art. 22 DSGVO); Vorauszahlung und Nachnahme bleiben immer möglich. Sie können Ihren Standpunkt darlegen und verlangen, dass eine Mitarbeiterin oder ein Mitarbeiter die Entscheidung überprüft.
- **Katalog- und Briefwerbung:** Name und Adresse, um Ihnen Kataloge und Angebote per Post zu senden (Art. 6 Abs. 1 lit. f DSGVO). Sie können dem jederzeit widersprechen.
- **Newsletter:** Ihre E-Mail-Adresse, nur mit Ihrer Einwilligung und nach Bestätigung über den Link in unserer E-Mail (Art. 6 Abs. 1 lit. a DSGVO); die Anmeldung protokollieren wir als Nachweis.
- **Kundenservice:** Ihre Nachrichten, Anrufe und unsere Antworten, um Ihr Anliegen zu bearbeiten (Art. 6 Abs. 1 lit. b und f DSGVO).
- **Bewertung nach der Bestellung:** Ihre freiwillige Bewertung und Ihr Kommentar, um unser Angebot zu verbessern (Art. 6 Abs. 1 lit. f DSGVO).

## Cookies und ähnliche Techniken

Cookies, die für den Betrieb des Shops unbedingt nötig sind (Warenkorb, Anmeldung, Ihre Cookie-Auswahl), setzen wir ohne Einwilligung. Alle weiteren Cookies – für Statistik, Komfortfunktionen und personalisierte Empfehlungen – setzen wir nur mit Ihrer Einwilligung ein, die Sie jederzeit in den Cookie-Einstellungen widerrufen können. Einem Tracking können Sie zusätzlich auf der Seite [Tracking-Widerspruch](/optout) widersprechen.

## Empfänger und Bekanntgabe ins Ausland

Wir geben Personendaten nur bekannt, soweit es für die genannten Zwecke nötig ist: an Paket- und Speditionsdienste, Zolldienstleister und Zollbehörden, Zahlungsdienstleister und Auskunfteien, Inkassodienstleister bei offenen Forderungen, IT- und Druckdienstleister, die in unserem Auftrag und nach unseren Weisungen arbeiten, sowie an Behörden, wenn wir gesetzlich dazu verpflichtet sind.

Ihre Personendaten bearbeiten wir ${seat.inCountry}; Empfänger sitzen in der Schweiz sowie in Staaten der EU und des EWR. Diese Staaten gewährleisten nach Anhang 1 der Datenschutzverordnung (DSV) einen angemessenen Datenschutz. In andere Staaten geben wir Personendaten nicht bekannt.

## Aufbewahrung

Wir speichern Personendaten, solange es für den jeweiligen Zweck nötig ist. Vertrags- und Rechnungsdaten bewahren wir so lange auf, wie es das Handels- und Steuerrecht ${seat.inCountry} verlangt: ${seat.retention}${swiss ? '' : '; Unterlagen zur schweizerischen Mehrwertsteuer bis zu zehn Jahre (Art. 70 MWSTG)'}. Daten Ihres Kundenkontos löschen wir, wenn Sie das Konto löschen, soweit keine Aufbewahrungspflicht besteht; Newsletter-Daten nach Ihrer Abmeldung.

## Ihre Rechte

Sie haben das Recht auf Auskunft (Art. 25 DSG, Art. 15 DSGVO), auf Herausgabe oder Übertragung Ihrer Daten (Art. 28 DSG, Art. 20 DSGVO), auf Berichtigung (Art. 32 DSG, Art. 16 DSGVO) und Löschung (Art. 17 DSGVO) sowie darauf, der Bearbeitung zu widersprechen oder sie einschränken zu lassen (Art. 30 und 32 DSG, Art. 18 und 21 DSGVO). **Der Verwendung Ihrer Daten für Werbung, etwa für Kataloge und Briefwerbung, können Sie jederzeit ohne Angabe von Gründen widersprechen.** Eine Einwilligung können Sie jederzeit für die Zukunft widerrufen. Eine formlose Nachricht an ${mail} genügt; wir können einen Identitätsnachweis verlangen.

## Aufsichtsbehörden

In der Schweiz ist der Eidgenössische Datenschutz- und Öffentlichkeitsbeauftragte (EDÖB) zuständig: Feldeggweg 1, 3003 Bern, [www.edoeb.admin.ch](https://www.edoeb.admin.ch). Bei ihm können Sie eine Verletzung der Datenschutzvorschriften anzeigen (Art. 49 DSG).${
          swiss
            ? ''
            : ` Für unsere Bearbeitung nach der DSGVO ist zuständig: ${authorityLine(seat.authority)}; bei ihr können Sie Beschwerde einlegen (Art. 77 DSGVO).`
        }

Stand: November 2026`),
      ],
    },
    {
      slug: 'widerrufsbelehrung',
      title: 'Rückgaberecht',
      description: `Unser freiwilliges Rückgaberecht: Artikel von ${shop.brand} innert 14 Tagen kostenlos zurückgeben, ohne Angabe von Gründen.`,
      content: [
        richtext(`## Unser freiwilliges Rückgaberecht

Für Bestellungen im Online-Shop, per Katalog oder auf Ihren eigenen Anruf hin sieht das schweizerische Recht kein gesetzliches Widerrufsrecht vor. Wir räumen Ihnen deshalb **freiwillig** ein Rückgaberecht ein: Sie können Artikel, die Sie bei uns gekauft haben, **innert 14 Tagen ab Erhalt** ohne Angabe von Gründen zurückgeben. Dieses Rückgaberecht ist Bestandteil unserer [AGB](/content/agb) und gilt zusätzlich zu Ihren gesetzlichen Gewährleistungsrechten.

## So geben Sie Artikel zurück

1. Legen Sie den Rücksendeschein aus Ihrer Lieferung in das Paket.
2. Geben Sie das Paket innert 14 Tagen ab Erhalt der Ware an einer Poststelle ab; massgeblich ist das Datum der Aufgabe.
3. Für Speditionsware rufen Sie uns innert 14 Tagen an unter ${phone}; wir holen sie kostenlos bei Ihnen ab.

Sie können uns die Rückgabe auch innert 14 Tagen per E-Mail an ${mail}, per Brief an ${addressLine} oder telefonisch mitteilen und die Ware danach innert weiterer 14 Tage zurücksenden. Die Rücksendung ist für Sie kostenlos; die Zollformalitäten übernehmen wir.

## Rückerstattung

Sobald Ihre Rücksendung bei uns eingetroffen ist, erstatten wir den Kaufpreis der zurückgegebenen Artikel innert 15 Werktagen auf dem Weg, auf dem Sie bezahlt haben; eine noch offene Rechnung reduzieren wir um diesen Betrag. Geben Sie die ganze Bestellung zurück, erstatten wir auch die Kosten der Standardlieferung, nicht aber Zuschläge für die Expresslieferung.

## Zustand der Ware

Probieren und prüfen Sie die Ware wie in einem Geschäft. Bitte senden Sie sie vollständig, ungetragen und möglichst in der Originalverpackung zurück. Ist die Ware durch einen Gebrauch, der über das Prüfen hinausgeht, im Wert gemindert, können wir einen angemessenen Betrag abziehen.

## Ausgenommen vom Rückgaberecht

- Artikel, die nach Ihren Angaben angefertigt wurden (zum Beispiel Massanfertigungen)
- versiegelte Artikel, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind, wenn ihre Versiegelung nach der Lieferung entfernt wurde

## Gesetzliches Widerrufsrecht bei Telefonverkauf

Haben wir Sie von uns aus angerufen und Ihnen dabei einen Vertrag angeboten, steht Ihnen bei einem Bestellwert von mehr als 100 Franken zusätzlich das gesetzliche Widerrufsrecht nach Art. 40a ff. OR zu: Sie können Ihre Bestellung innert 14 Tagen schriftlich oder in einer anderen Form, die den Nachweis durch Text ermöglicht, widerrufen (Art. 40e OR).

---

## Rückgabe-Formular (freiwillig)

Wenn Sie uns Ihre Rückgabe schriftlich mitteilen möchten, können Sie dieses Formular verwenden; vorgeschrieben ist es nicht.

- An ${addressLine}, E-Mail: ${email}:
- Hiermit gebe ich die folgenden Artikel zurück:
- Bestellnummer, bestellt am / erhalten am:
- Name und Adresse:
- Unterschrift (nur bei Mitteilung auf Papier):
- Datum:`),
      ],
    },
    {
      slug: 'barrierefreiheitserklaerung',
      title: 'Erklärung zur Barrierefreiheit',
      description: `Wie ${shop.brand} seinen Online-Shop freiwillig barrierefrei gestaltet, was noch nicht barrierefrei ist und wie Sie uns Barrieren melden.`,
      content: [
        toc,
        richtext(`## Unsere freiwillige Verpflichtung

Alle sollen bei uns einfach einkaufen können – auch mit einer Seh-, Hör- oder motorischen Einschränkung. Das Behindertengleichstellungsgesetz (BehiG) verpflichtet private Online-Shops nicht, ihre Website barrierefrei zu gestalten; es verbietet Privaten, die Dienstleistungen öffentlich anbieten, Menschen mit Behinderungen zu diskriminieren (Art. 6 BehiG). Wir verpflichten uns dennoch **freiwillig**, unseren Online-Shop nach den Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA zu gestalten – dem Massstab, den auch der Schweizer Accessibility-Standard eCH-0059 vorsieht.

## Was wir umgesetzt haben

- Alle Funktionen lassen sich mit der Tastatur bedienen; der Fokus ist sichtbar, Sprunglinks führen zum Hauptinhalt und zu den Kategorien.
- Bilder haben Alternativtexte, Texte und Bedienelemente erfüllen die geforderten Kontraste, Inhalte lassen sich ohne Funktionsverlust auf 200 % vergrössern.
- Formularfelder sind beschriftet; Fehlermeldungen nennen das Feld und die Korrektur und werden von Screenreadern vorgelesen.
- Anmeldung, Gastbestellung und alle Zahlungsarten sind barrierefrei bedienbar; wir fragen keine Karten- oder Kontodaten ab.
- Die Seiten verwenden semantisches HTML und, wo nötig, WAI-ARIA; wir testen sie mit aktuellen Browsern und Screenreadern.

## Was noch nicht barrierefrei ist

- Produktbilder zeigen nicht jedes Detail, das nur im Bild erkennbar ist (etwa Muster); die wichtigsten Angaben stehen in der Artikelbeschreibung.
- Ältere Rechnungen im PDF-Format sind nicht vollständig getaggt; auf Wunsch senden wir sie Ihnen in einem barrierefreien Format.

Alternativ beraten wir Sie telefonisch und nehmen Ihre Bestellung unter ${tel} entgegen.

## Erstellung dieser Erklärung

Diese Erklärung wurde am 24. November 2026 erstellt. Grundlage ist eine Selbstbewertung mit automatischen Prüfwerkzeugen und Tests mit Tastatur und Screenreader.

## Feedback und Kontakt

Sind Ihnen Barrieren aufgefallen oder benötigen Sie Inhalte in einem anderen Format? Schreiben Sie uns an ${mail} oder rufen Sie uns an unter ${tel}. Wir antworten innert 14 Tagen und beheben gemeldete Barrieren so rasch wie möglich.`),
      ],
    },
  ];
}
