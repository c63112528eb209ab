import type { Locale } from '@/lib/shop/shop';

/**
 * A text snippet as the seed writes it (customer-and-content S3 "Legal hint and text snippets"):
 * the headline and plain text of a modal in the basket and checkout, in one locale.
 */
export interface SeedSnippet {
  key: 'shippingCost' | 'cancellationRight';
  headline: string;
  /** plain text, paragraphs separated by one blank line; amounts as placeholders */
  text: string;
}

/** Paragraphs joined the way the text-snippets collection stores them: one blank line between. */
const paragraphs = (...texts: string[]): string => texts.join('\n\n');

/**
 * The snippets per locale. Amounts are placeholders the shop replaces with its own formatted prices
 * ({freeShippingFrom}, {shipping}, {freight}, {express}, {cashOnDelivery}); no other braces may
 * appear, as the collection rejects unknown placeholders.
 *
 * shippingCost follows the basket's rules: standard shipping once per order below the free-shipping
 * threshold (goods value), freight once per order with forwarding-agent items, express on top of
 * shipping, and neither express nor cash on delivery with freight items (checkout-options.ts).
 *
 * cancellationRight is the statutory withdrawal right in the EU countries (short form of the
 * seeded withdrawal pages). Swiss law has no withdrawal right for distance sales, so the de-CH and
 * fr-CH texts describe the shop's voluntary return right as their legal pages do.
 */
const SNIPPETS: Record<Locale, SeedSnippet[]> = {
  'de-AT': [
    {
      key: 'shippingCost',
      headline: 'Versandkosten',
      text: paragraphs(
        'Innerhalb Österreichs liefern wir ab einem Warenwert von {freeShippingFrom} versandkostenfrei. Darunter berechnen wir {shipping} pro Bestellung.',
        'Große Artikel wie Möbel und Matratzen liefert eine Spedition nach telefonischer Terminvereinbarung; dafür fallen einmal pro Bestellung {freight} Speditionskosten an.',
        'Mit der Ruck-Zuck-Lieferung erhalten Sie Ihre Bestellung in 1–2 Werktagen, für zusätzlich {express}. Bei Zahlung per Nachnahme kommt eine Nachnahmegebühr von {cashOnDelivery} hinzu. Für Speditionsware sind die Ruck-Zuck-Lieferung und die Nachnahme nicht möglich.',
        'Die Rücksendung ist für Sie kostenlos.',
      ),
    },
    {
      key: 'cancellationRight',
      headline: 'Widerrufsrecht',
      text: paragraphs(
        'Sie haben das Recht, binnen 14 Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt 14 Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die letzte Ware Ihrer Bestellung in Besitz genommen haben bzw. hat.',
        'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung vor Ablauf der Frist absenden. Auch die fristgerechte Rücksendung der Ware mit dem Rücksendeschein gilt als Widerruf.',
        'Wenn Sie diesen Vertrag widerrufen, erstatten wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der Mehrkosten, wenn Sie eine andere Art der Lieferung als unsere günstigste Standardlieferung gewählt haben, etwa die Ruck-Zuck-Lieferung), unverzüglich und spätestens binnen 14 Tagen ab dem Tag, an dem die Mitteilung über Ihren Widerruf bei uns eingegangen ist. Für die Rückzahlung verwenden wir dasselbe Zahlungsmittel, mit dem Sie bezahlt haben; Entgelte berechnen wir Ihnen dafür nicht. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.',
        'Die Rücksendung ist für Sie kostenlos. Speditionsware holen wir bei Ihnen ab; die Rückzahlung für diese Ware machen wir nicht von ihrer Rückgabe abhängig.',
      ),
    },
  ],
  'de-DE': [
    {
      key: 'shippingCost',
      headline: 'Versandkosten',
      text: paragraphs(
        'Innerhalb Deutschlands liefern wir ab einem Warenwert von {freeShippingFrom} versandkostenfrei. Darunter berechnen wir {shipping} pro Bestellung.',
        'Große Artikel wie Möbel und Matratzen liefert eine Spedition nach telefonischer Terminvereinbarung; dafür fallen einmal pro Bestellung {freight} Speditionskosten an.',
        'Mit der Ruck-Zuck-Lieferung erhalten Sie Ihre Bestellung in 1–2 Werktagen, für zusätzlich {express}. Bei Zahlung per Nachnahme kommt eine Nachnahmegebühr von {cashOnDelivery} hinzu. Für Speditionsware sind die Ruck-Zuck-Lieferung und die Nachnahme nicht möglich.',
        'Die Rücksendung ist für Sie kostenlos.',
      ),
    },
    {
      key: 'cancellationRight',
      headline: 'Widerrufsrecht',
      text: paragraphs(
        'Sie haben das Recht, binnen 14 Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt 14 Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die letzte Ware Ihrer Bestellung in Besitz genommen haben bzw. hat.',
        'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung vor Ablauf der Frist absenden. Eine Rücksendung mit dem ausgefüllten Rücksendeschein innerhalb der Widerrufsfrist behandeln wir ebenfalls als Widerruf.',
        'Wenn Sie diesen Vertrag widerrufen, erstatten wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der Mehrkosten, wenn Sie eine andere Art der Lieferung als unsere günstigste Standardlieferung gewählt haben, etwa die Ruck-Zuck-Lieferung), unverzüglich und spätestens binnen 14 Tagen ab dem Tag, an dem die Mitteilung über Ihren Widerruf bei uns eingegangen ist. Für die Rückzahlung verwenden wir dasselbe Zahlungsmittel, mit dem Sie bezahlt haben; Entgelte berechnen wir Ihnen dafür nicht. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.',
        'Die Rücksendung ist für Sie kostenlos. Speditionsware holen wir bei Ihnen ab; die Rückzahlung für diese Ware machen wir nicht von ihrer Rückgabe abhängig.',
      ),
    },
  ],
  // Swiss spelling (ss, never ß; "innert"); no statutory withdrawal right for distance sales
  'de-CH': [
    {
      key: 'shippingCost',
      headline: 'Versandkosten',
      text: paragraphs(
        'Innerhalb der Schweiz liefern wir ab einem Warenwert von {freeShippingFrom} versandkostenfrei. Darunter berechnen wir {shipping} pro Bestellung. Die Verzollung übernehmen wir: Bei der Zustellung fallen für Sie keine Zollabgaben oder Einfuhrgebühren an.',
        'Grosse Artikel wie Möbel und Matratzen liefert eine Spedition nach telefonischer Terminvereinbarung; dafür fallen einmal pro Bestellung {freight} Speditionskosten an.',
        'Mit der Ruck-Zuck-Lieferung erhalten Sie Ihre Bestellung innert 1–2 Werktagen, für zusätzlich {express}. Bei Zahlung per Nachnahme kommt eine Nachnahmegebühr von {cashOnDelivery} hinzu. Für Speditionsware sind die Ruck-Zuck-Lieferung und die Nachnahme nicht möglich.',
        'Die Rücksendung ist für Sie kostenlos.',
      ),
    },
    {
      key: 'cancellationRight',
      headline: 'Rückgaberecht',
      text: paragraphs(
        'Für Bestellungen im Online-Shop sieht das schweizerische Recht kein gesetzliches Widerrufsrecht vor. Wir räumen Ihnen deshalb freiwillig ein Rückgaberecht ein: Sie können Artikel, die Sie bei uns gekauft haben, innert 14 Tagen ab Erhalt ohne Angabe von Gründen zurückgeben. Wird Ihre Bestellung in mehreren Sendungen geliefert, beginnt die Frist mit dem Erhalt der letzten Sendung.',
        'Legen Sie dazu den Rücksendeschein in das Paket und geben Sie es innert der Frist an einer Poststelle ab; massgeblich ist das Datum der Aufgabe. Sie können uns die Rückgabe auch innert der Frist per Brief, per E-Mail oder telefonisch mitteilen und die Ware danach innert weiterer 14 Tage zurücksenden. Speditionsware holen wir nach telefonischer Terminvereinbarung bei Ihnen ab.',
        'Sobald Ihre Rücksendung bei uns eingetroffen ist, erstatten wir den Kaufpreis der zurückgegebenen Artikel innert 15 Werktagen auf dem Weg, auf dem Sie bezahlt haben; eine noch offene Rechnung reduzieren wir entsprechend. Geben Sie die ganze Bestellung zurück, erstatten wir auch die Kosten der Standardlieferung, nicht aber den Zuschlag für die Ruck-Zuck-Lieferung.',
        'Die Rücksendung ist für Sie kostenlos, die Zollformalitäten übernehmen wir. Ihre gesetzlichen Gewährleistungsrechte gelten zusätzlich zu diesem freiwilligen Rückgaberecht.',
      ),
    },
  ],
  // Swiss French: a space before ":" but not before ";", as on the shop's other fr-CH pages
  'fr-CH': [
    {
      key: 'shippingCost',
      headline: 'Frais de livraison',
      text: paragraphs(
        'En Suisse, la livraison est gratuite dès {freeShippingFrom} d’achat. En dessous de ce montant, nous facturons {shipping} par commande. Nous nous chargeons du dédouanement : vous n’avez aucun droit de douane ni aucune taxe d’importation à payer à la livraison.',
        'Les articles volumineux comme les meubles et les matelas sont livrés par un transporteur, après prise de rendez-vous par téléphone; des frais de transporteur de {freight} s’appliquent une fois par commande.',
        'Avec la livraison express, vous recevez votre commande en 1 à 2 jours ouvrables, moyennant un supplément de {express}. Si vous payez à la livraison, des frais de {cashOnDelivery} s’ajoutent. La livraison express et le paiement à la livraison ne sont pas possibles pour les articles livrés par transporteur.',
        'Le retour est gratuit pour vous.',
      ),
    },
    {
      key: 'cancellationRight',
      headline: 'Droit de retour',
      text: paragraphs(
        'Le droit suisse ne prévoit pas de droit de rétractation pour les achats en ligne. Nous vous accordons néanmoins, à titre volontaire, un droit de retour : vous pouvez nous retourner la marchandise sans indication de motifs dans les 14 jours à compter de sa réception. Si votre commande est livrée en plusieurs envois, le délai court à compter de la réception du dernier envoi.',
        'Il vous suffit de renvoyer la marchandise dans ce délai avec le bon de retour joint au colis, en la déposant dans un office de poste; la date d’envoi fait foi. Vous pouvez aussi nous informer de votre retour dans ce délai par lettre, par e-mail ou par téléphone, puis renvoyer la marchandise dans les 14 jours qui suivent. Nous venons chercher chez vous les articles livrés par transporteur, après prise de rendez-vous par téléphone.',
        'Nous vous remboursons le prix des articles retournés ainsi que les frais d’envoi standard payés au plus tard 15 jours ouvrables après réception du retour, au moyen du mode de paiement que vous avez utilisé; les factures encore ouvertes sont créditées en conséquence. Les suppléments pour la livraison express et le paiement à la livraison ne sont pas remboursés.',
        'Le retour est gratuit pour vous et nous nous chargeons des formalités douanières. Ce droit de retour volontaire s’ajoute à vos droits de garantie légaux.',
      ),
    },
  ],
  // informal "je", as the shop's Dutch UI
  'nl-NL': [
    {
      key: 'shippingCost',
      headline: 'Verzendkosten',
      text: paragraphs(
        'Binnen Nederland verzenden we gratis vanaf een bestelwaarde van {freeShippingFrom}. Daaronder rekenen we {shipping} per bestelling.',
        'Grote artikelen zoals meubels en matrassen worden na een telefonische afspraak door een transporteur bezorgd; hiervoor rekenen we eenmalig {freight} transportkosten per bestelling.',
        'Met expreslevering heb je je bestelling binnen 1–2 werkdagen in huis, voor {express} extra. Betaal je onder rembours, dan komen er {cashOnDelivery} rembourskosten bij. Expreslevering en betalen onder rembours zijn niet mogelijk voor artikelen die door een transporteur worden bezorgd.',
        'Retourneren is voor jou gratis.',
      ),
    },
    {
      key: 'cancellationRight',
      headline: 'Herroepingsrecht',
      text: paragraphs(
        'Je hebt het recht om de overeenkomst binnen 14 dagen zonder opgave van redenen te herroepen. De herroepingstermijn verstrijkt 14 dagen na de dag waarop jij, of een door jou aangewezen derde die niet de vervoerder is, het laatste artikel van je bestelling fysiek in bezit krijgt.',
        'Om je herroepingsrecht uit te oefenen, laat je ons via een ondubbelzinnige verklaring (bijvoorbeeld een brief per post of een e-mail) weten dat je de overeenkomst herroept. Je bent op tijd als je die verklaring verstuurt voordat de herroepingstermijn is verstreken. Stuur je de artikelen binnen de termijn met het retourformulier terug, dan geldt dat ook als verklaring.',
        'Als je de overeenkomst herroept, krijg je alle betalingen die je aan ons hebt gedaan, inclusief de leveringskosten (behalve de extra kosten als je een andere wijze van levering hebt gekozen dan onze goedkoopste standaardlevering, zoals expreslevering), onverwijld en uiterlijk binnen 14 dagen nadat wij je herroeping hebben ontvangen van ons terug. We betalen terug met hetzelfde betaalmiddel waarmee je hebt betaald; daarvoor rekenen we geen kosten. We mogen wachten met terugbetalen totdat we de artikelen hebben teruggekregen of totdat je hebt aangetoond dat je ze hebt teruggestuurd, al naargelang wat eerder is.',
        'Retourneren is voor jou gratis. Artikelen die door een transporteur zijn bezorgd, halen we bij je op; voor die artikelen wachten we niet met terugbetalen tot we ze terug hebben.',
      ),
    },
  ],
  // the polite capitalised "Vy/Vám/Váš", as the shop's Czech UI
  'cs-CZ': [
    {
      key: 'shippingCost',
      headline: 'Poštovné',
      text: paragraphs(
        'V rámci České republiky doručujeme od hodnoty zboží {freeShippingFrom} zdarma. Při nižší hodnotě účtujeme poštovné {shipping} za objednávku.',
        'Velké zboží, jako je nábytek a matrace, přiveze spediční služba po telefonické domluvě termínu; za spediční dopravu účtujeme jednorázově {freight} za objednávku.',
        'S expresním doručením obdržíte objednávku do 1–2 pracovních dnů, za příplatek {express}. Při platbě na dobírku účtujeme poplatek za dobírku {cashOnDelivery}. U zboží doručovaného spediční službou není možné expresní doručení ani dobírka.',
        'Vrácení zboží je pro Vás zdarma.',
      ),
    },
    {
      key: 'cancellationRight',
      headline: 'Právo na odstoupení od smlouvy',
      text: paragraphs(
        'Máte právo odstoupit od smlouvy bez udání důvodu ve lhůtě 14 dnů. Lhůta pro odstoupení od smlouvy činí 14 dnů ode dne, kdy Vy nebo Vámi určená třetí osoba (jiná než dopravce) převezmete poslední zboží z objednávky.',
        'Pro uplatnění práva na odstoupení nás o svém rozhodnutí odstoupit od smlouvy informujte jednoznačným prohlášením (například dopisem zaslaným poštou nebo e-mailem). Lhůta je zachována, pokud odstoupení odešlete před jejím uplynutím. Za odstoupení považujeme i včasné vrácení zboží s vyplněným dokladem pro vrácení.',
        'Pokud od smlouvy odstoupíte, vrátíme Vám bez zbytečného odkladu, nejpozději do 14 dnů ode dne, kdy nám Vaše odstoupení dojde, všechny platby, které jsme od Vás obdrželi, včetně nákladů na dodání (kromě dodatečných nákladů za jiný než nejlevnější standardní způsob dodání, například za expresní doručení). Platby vrátíme stejným platebním prostředkem, který jste použili, a nevzniknou Vám tím žádné další náklady. Platbu Vám můžeme vrátit až poté, co obdržíme vrácené zboží, nebo poté, co prokážete, že jste zboží odeslali zpět, podle toho, co nastane dříve.',
        'Vrácení zboží je pro Vás zdarma. Zboží doručené spediční službou si u Vás vyzvedneme a platbu za něj Vám vrátíme, i když ho ještě nemáme zpět.',
      ),
    },
  ],
  // the polite capitalised "Vy/Vám/Váš", as the shop's Slovak UI
  'sk-SK': [
    {
      key: 'shippingCost',
      headline: 'Poštovné',
      text: paragraphs(
        'Na Slovensku doručujeme od hodnoty tovaru {freeShippingFrom} zadarmo. Pri nižšej hodnote účtujeme poštovné {shipping} za objednávku.',
        'Veľký tovar, ako je nábytok a matrace, privezie špedícia po telefonickom dohovore termínu; za špedíciu účtujeme jednorazový poplatok {freight} za objednávku.',
        'S expresným doručením dostanete objednávku do 1–2 pracovných dní, za príplatok {express}. Pri platbe na dobierku účtujeme poplatok za dobierku {cashOnDelivery}. Pri tovare doručovanom špedíciou nie je možné expresné doručenie ani dobierka.',
        'Vrátenie tovaru je pre Vás bezplatné.',
      ),
    },
    {
      key: 'cancellationRight',
      headline: 'Právo na odstúpenie od zmluvy',
      text: paragraphs(
        'Máte právo odstúpiť od zmluvy bez uvedenia dôvodu v lehote 14 dní. Lehota na odstúpenie od zmluvy plynie odo dňa, keď Vy alebo Vami určená tretia osoba s výnimkou dopravcu prevezmete posledný tovar z objednávky.',
        'Pri uplatnení práva na odstúpenie nás o svojom rozhodnutí odstúpiť od zmluvy informujte jednoznačným vyhlásením (napríklad listom zaslaným poštou alebo e-mailom). Lehota je zachovaná, ak oznámenie o odstúpení odošlete pred jej uplynutím. Za odstúpenie považujeme aj včasné vrátenie tovaru s vyplneným dokladom na vrátenie.',
        'Ak od zmluvy odstúpite, vrátime Vám bez zbytočného odkladu, najneskôr do 14 dní odo dňa, keď nám bude doručené Vaše oznámenie o odstúpení, všetky platby, ktoré ste nám uhradili, vrátane nákladov na doručenie (okrem dodatočných nákladov na iný ako najlacnejší bežný spôsob doručenia, napríklad na expresné doručenie). Platby vrátime rovnakým spôsobom, aký ste použili pri platbe, a nevzniknú Vám tým žiadne ďalšie poplatky. Platbu Vám môžeme vrátiť až po doručení vráteného tovaru späť k nám alebo po predložení dokladu o jeho odoslaní, podľa toho, čo nastane skôr.',
        'Vrátenie tovaru je pre Vás bezplatné. Tovar doručený špedíciou si u Vás vyzdvihneme a platbu zaň Vám vrátime, aj keď ho ešte nemáme späť.',
      ),
    },
  ],
  // informal "du", as the shop's Swedish UI
  'sv-SE': [
    {
      key: 'shippingCost',
      headline: 'Fraktkostnader',
      text: paragraphs(
        'Inom Sverige är frakten gratis från ett varuvärde på {freeShippingFrom}. Under det beloppet kostar frakten {shipping} per beställning.',
        'Stora varor som möbler och madrasser levereras av en speditör efter att du har bokat en leveranstid per telefon. För det tillkommer en speditörsavgift på {freight}, en gång per beställning.',
        'Med expressleverans får du din beställning inom 1–2 vardagar, för {express} extra. Betalar du mot postförskott tillkommer en postförskottsavgift på {cashOnDelivery}. Expressleverans och postförskott är inte möjliga för varor som levereras med speditör.',
        'Returer är kostnadsfria för dig.',
      ),
    },
    {
      key: 'cancellationRight',
      headline: 'Ångerrätt',
      text: paragraphs(
        'Du har rätt att ångra ditt köp inom 14 dagar utan att ange något skäl. Ångerfristen löper ut 14 dagar efter den dag då du eller någon som du har angett, dock inte transportföretaget, får den sista varan i beställningen i fysisk besittning.',
        'För att utöva ångerrätten meddelar du oss ditt beslut att frånträda avtalet genom ett entydigt meddelande, till exempel ett brev eller ett e-postmeddelande. Det räcker att du skickar meddelandet innan ångerfristen har gått ut. Om du inom fristen skickar tillbaka varan med den bifogade retursedeln räknar vi även det som ett meddelande om att du ångrar köpet.',
        'Om du ångrar köpet betalar vi tillbaka allt du har betalat till oss, inklusive leveranskostnaden (utom den extra kostnaden om du har valt ett annat leveranssätt än vårt billigaste standardleveranssätt, till exempel expressleverans), utan onödigt dröjsmål och senast 14 dagar från den dag då vi fick ditt meddelande. Vi använder samma betalningsmedel som du använde vid köpet, och du debiteras inga avgifter för återbetalningen. Vi får vänta med återbetalningen tills vi har fått tillbaka varan eller du har visat att du har skickat tillbaka den, beroende på vad som inträffar först.',
        'Returer är kostnadsfria för dig. Varor som har levererats med speditör hämtar vi hos dig, och för dem väntar vi inte med återbetalningen tills vi har fått tillbaka dem.',
      ),
    },
  ],
};

/** The basket's and checkout's text snippets in a locale; amounts as placeholders the shop fills in. */
export function textSnippetsFor(locale: Locale): SeedSnippet[] {
  return SNIPPETS[locale].map((snippet) => ({ ...snippet }));
}
