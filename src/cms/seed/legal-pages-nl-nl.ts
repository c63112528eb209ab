import { formatPrice } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { localeMoney } from '@/lib/shop/shop-money';
import { richtext, tocBlock } from './seed-blocks';
import { COMPANY_FACTS, type SeedPage } from './seed-page';

const toc = tocBlock('Inhoud');

/** What COMPANY_FACTS holds in German, in Dutch, and what depends on the country of the company's seat. */
interface DutchFacts {
  /** the register that keeps the company number */
  registry: string;
  authority: string;
  chamber: string;
  rules: string;
  /** the law whose information duties the imprint fulfils */
  homeLaw: string;
  /** how long invoices and accounting records are kept, and why */
  retention: string;
  /** the data protection authority of a seat outside the Netherlands (otherwise the Autoriteit Persoonsgegevens) */
  dataAuthority?: string;
}

const OSS = 'de bewaarplicht van het btw-éénloketsysteem (OSS) voor verkopen op afstand binnen de EU';
const GERMAN_RULES =
  'Duitse Gewerbeordnung (GewO), te raadplegen op [www.gesetze-im-internet.de](https://www.gesetze-im-internet.de)';
const GERMAN_LAW =
  '§ 5 van de Duitse Digitale-Dienste-Gesetz (DDG) en artikel 3:15d van het Burgerlijk Wetboek';
const GERMAN_RETENTION = `tien jaar (Duitse fiscale en handelsrechtelijke bewaarplicht, § 147 Abgabenordnung en § 257 Handelsgesetzbuch, en ${OSS})`;
const AUSTRIA: DutchFacts = {
  registry: 'Oostenrijks handelsregister (Firmenbuch)',
  authority: 'Magistrat der Stadt Graz (Oostenrijkse bedrijfsvergunningsinstantie)',
  chamber: 'Wirtschaftskammer Steiermark (Kamer van Koophandel Stiermarken), sectie handel',
  rules: 'Oostenrijkse Gewerbeordnung, te raadplegen op [www.ris.bka.gv.at](https://www.ris.bka.gv.at)',
  homeLaw: '§ 5 van de Oostenrijkse E-Commerce-Gesetz (ECG) en artikel 3:15d van het Burgerlijk Wetboek',
  retention: `tien jaar (${OSS}; Oostenrijkse fiscale bewaarplicht, § 132 Bundesabgabenordnung)`,
  dataAuthority:
    'de Oostenrijkse Datenschutzbehörde, Barichgasse 40–42, 1030 Wenen, Oostenrijk, [www.dsb.gv.at](https://www.dsb.gv.at)',
};

const DUTCH_FACTS: Record<string, DutchFacts> = {
  lindgard: AUSTRIA,
  outlet: AUSTRIA,
  mirella: {
    registry: 'handelsregister van de Kamer van Koophandel',
    authority: 'Autoriteit Consument & Markt (ACM), Den Haag',
    chamber: 'Kamer van Koophandel',
    rules: 'Handelsregisterwet 2007, te raadplegen op [wetten.overheid.nl](https://wetten.overheid.nl)',
    homeLaw: 'artikel 3:15d van het Burgerlijk Wetboek en de Handelsregisterwet 2007',
    retention: 'zeven jaar (fiscale bewaarplicht, artikel 52 Algemene wet inzake rijksbelastingen)',
  },
  casaluna: {
    registry: 'Duits handelsregister',
    authority: 'Kreisverwaltungsreferat der Landeshauptstadt München (bedrijfsvergunningsinstantie)',
    chamber: 'IHK für München und Oberbayern (Kamer van Koophandel München en Opper-Beieren)',
    rules: GERMAN_RULES,
    homeLaw: GERMAN_LAW,
    retention: GERMAN_RETENTION,
    dataAuthority:
      'het Bayerisches Landesamt für Datenschutzaufsicht, Promenade 18, 91522 Ansbach, Duitsland, [www.lda.bayern.de](https://www.lda.bayern.de)',
  },
  sophie: {
    registry: 'Duits handelsregister',
    authority: 'Bezirksamt Hamburg-Mitte (bedrijfsvergunningsinstantie)',
    chamber: 'Handelskammer Hamburg (Kamer van Koophandel Hamburg)',
    rules: GERMAN_RULES,
    homeLaw: GERMAN_LAW,
    retention: GERMAN_RETENTION,
    dataAuthority:
      'de Hamburgische Beauftragte für Datenschutz und Informationsfreiheit, Ludwig-Erhard-Straße 22, 20459 Hamburg, Duitsland, [datenschutz-hamburg.de](https://datenschutz-hamburg.de)',
  },
  hemma: {
    registry: 'Zweeds handelsregister (Bolagsverket)',
    authority: 'Konsumentverket (Zweedse consumentenautoriteit), Karlstad',
    chamber: 'Stockholms Handelskammare (Kamer van Koophandel Stockholm)',
    rules:
      'Zweedse aktiebolagslagen (2005:551), te raadplegen op [www.riksdagen.se](https://www.riksdagen.se)',
    homeLaw: 'de Zweedse lag (2002:562) om elektronisk handel en artikel 3:15d van het Burgerlijk Wetboek',
    retention: `tien jaar (${OSS})`,
    dataAuthority:
      'de Integritetsskyddsmyndigheten (IMY), Box 8114, 104 20 Stockholm, Zweden, [www.imy.se](https://www.imy.se)',
  },
};

/** The legal pages of a shop selling to consumers in the Netherlands (nl-NL): imprint, terms, privacy, withdrawal, accessibility. */
export function legalPagesNlNl(shop: ShopConfig): SeedPage[] {
  const facts = COMPANY_FACTS[shop.family] ?? COMPANY_FACTS.lindgard!;
  const local = DUTCH_FACTS[shop.family] ?? DUTCH_FACTS.lindgard!;
  const money = localeMoney(shop.locale);
  const eur = (cents: number) => formatPrice(cents, money);
  const address = shop.companyAddress.join('\n');
  const addressLine = shop.companyAddress.join(', ');
  const { phone, email } = shop.customerService;
  const tel = `[${phone}](tel:${phone.replace(/\s/g, '')})`;
  const mail = `[${email}](mailto:${email})`;
  const ap =
    'de Autoriteit Persoonsgegevens, Postbus 93374, 2509 AJ Den Haag, [www.autoriteitpersoonsgegevens.nl](https://www.autoriteitpersoonsgegevens.nl)';
  const complaint = local.dataAuthority
    ? `${local.dataAuthority}, de toezichthouder voor onze vestigingsplaats, of bij ${ap} (artikel 77 AVG)`
    : ap;
  return [
    {
      slug: 'impressum',
      title: 'Colofon',
      description: `Colofon van ${shop.brand}: ${shop.legalName}, adres, contactgegevens, inschrijving in het handelsregister en btw-nummer.`,
      content: [
        richtext(`## Over deze webshop

De webshop ${shop.brand} is een dienst van:

${address}

## Contact

Telefoon: ${tel}
E-mail: ${mail}
Contactformulier: [stuur ons een bericht](/contact)

Op werkdagen beantwoorden we je e-mail binnen 24 uur.

## Bedrijfsgegevens

- Statutaire naam: ${shop.legalName}
- Inschrijving: ${facts.register}, ${local.registry}
- Btw-identificatienummer: ${facts.vatId}
- Bestuurders: ${facts.managingDirectors}
- Activiteit: postorder- en internethandel in kleding, schoenen, accessoires en woonartikelen
- Kamer van koophandel: ${local.chamber}
- Toezichthoudende instantie: ${local.authority}
- Toepasselijke regels: ${local.rules}

Deze gegevens verstrekken wij op grond van ${local.homeLaw}.

## Bankgegevens

${shop.bank.bankName}
Ten name van: ${shop.bank.payee}
IBAN: ${shop.bank.iban}
BIC: ${shop.bank.bic}

## Klachten

Heb je een klacht? Neem contact op met onze klantenservice via ${tel} of ${mail}. We bevestigen je klacht direct en reageren inhoudelijk binnen 14 dagen. Komen we er samen niet uit, dan kun je het geschil voorleggen aan de bevoegde rechter. Informatie over je rechten als consument vind je bij [ConsuWijzer](https://www.consuwijzer.nl), het consumentenloket van de ACM.

## Auteursrecht

Teksten, foto's en afbeeldingen in deze webshop zijn auteursrechtelijk beschermd. Overnemen of gebruik buiten privégebruik is alleen toegestaan met onze voorafgaande schriftelijke toestemming.`),
      ],
    },
    {
      slug: 'agb',
      title: 'Algemene voorwaarden',
      description: `De algemene voorwaarden van ${shop.brand} voor bestellingen in de webshop, telefonisch en met de bestelbon.`,
      content: [
        toc,
        richtext(`## 1. Wie wij zijn en wanneer deze voorwaarden gelden

Deze algemene voorwaarden gelden voor alle bestellingen bij ${shop.legalName}, ${addressLine} (hierna: ‘wij’), ingeschreven onder ${facts.register}, btw-identificatienummer ${facts.vatId}, via de webshop ${shop.brand}, telefonisch of met de bestelbon. Je bereikt ons via ${tel} en ${mail}. De voorwaarden zijn bedoeld voor consumenten die voor privégebruik bestellen en in Nederland laten bezorgen. Wij leveren in gebruikelijke huishoudelijke hoeveelheden en alleen aan personen vanaf 18 jaar. Je kunt deze voorwaarden vóór je bestelling op deze pagina lezen, opslaan en afdrukken; de versie die gold op het moment van je bestelling is van toepassing.

## 2. Zo komt de overeenkomst tot stand

Het aanbod in de webshop is vrijblijvend. Je bestelt in de webshop in vijf stappen:

1. Je kiest een artikel, de kleur en de maat en legt het in je winkelmandje.
2. In het winkelmandje controleer je de artikelen en aantallen; je kunt ze wijzigen of verwijderen.
3. Je vult je factuur- en bezorgadres in en kiest een verzend- en betaalmethode.
4. Op de pagina ‘Controleren en bestellen’ zie je alle artikelen, prijzen, kosten en je gegevens. Met de knoppen ‘Wijzigen’ kun je invoerfouten herstellen voordat je de bestelling verstuurt.
5. Met de knop ‘Bestellen met betaalverplichting’ doe je een bindend aanbod tot koop.

We bevestigen de ontvangst van je bestelling direct per e-mail; dat is nog geen aanvaarding. De overeenkomst komt tot stand zodra we de artikelen verzenden of je bestelling uitdrukkelijk aanvaarden, uiterlijk binnen vijf werkdagen. Uiterlijk bij de levering ontvang je de bevestiging van de overeenkomst op een duurzame gegevensdrager. Telefonische bestellingen en bestellingen met de bestelbon komen op dezelfde manier tot stand. De overeenkomst wordt in het Nederlands gesloten. We slaan je bestelling op; je vindt haar terug in [Mijn account](/customer).

## 3. Prijzen en kosten

Alle prijzen zijn in euro en inclusief btw. Daarnaast gelden, als ze van toepassing zijn, de volgende kosten:

| Kosten | Bedrag |
|---|---|
| Verzendkosten per bestelling | ${eur(shop.fees.shipping)} |
| Gratis verzending vanaf een bestelwaarde van | ${eur(shop.fees.freeShippingFrom)} |
| Levering door een expediteur (eenmalig per bestelling) | ${eur(shop.fees.freight)} |
| Expreslevering | ${eur(shop.fees.expressDelivery)} |
| Rembourskosten | ${eur(shop.fees.cashOnDelivery)} |
| Toeslag voor betaaluitstel | ${eur(shop.fees.paymentPause)} |

Het minimale bestelbedrag is ${eur(shop.fees.minOrderValue)}. Voor gespreid betalen rekenen we een toeslag van 2,9% van het bestelbedrag.

## 4. Levering en risico

We bezorgen op elk adres in Nederland. Standaardlevering duurt meestal 3–5 werkdagen, expreslevering 1–2 werkdagen; in elk geval leveren we binnen 30 dagen, tenzij we een andere termijn met je afspreken. Grote meubels en matrassen bezorgt een expediteur op een telefonisch afgesproken tijdstip; expreslevering is daarvoor niet mogelijk. Is een artikel niet leverbaar, dan laten we je dat direct weten; je kunt de overeenkomst dan kosteloos ontbinden en we betalen wat je al betaald hebt binnen 14 dagen terug. Het risico van verlies of beschadiging gaat pas op je over wanneer jij of iemand die je hebt aangewezen (niet de vervoerder) de artikelen ontvangt.

## 5. Betaling

- **Achteraf betalen:** binnen 14 dagen na ontvangst van de artikelen.
- **Gespreid betalen:** in zes maandelijkse termijnen, met een toeslag van 2,9%.
- **Betaaluitstel:** betalen 100 dagen na de factuurdatum, met de toeslag hierboven.
- **Onder rembours:** aan de bezorger, met de rembourskosten hierboven; niet mogelijk bij levering door een expediteur.
- **Vooruitbetaling:** we verzenden je bestelling zodra je betaling binnen is.

Je bent nooit verplicht meer dan de helft van de prijs vooruit te betalen (artikel 7:26 BW); vooruitbetaling is een keuze. Bij achteraf betalen, gespreid betalen en betaaluitstel controleren we je identiteit en kredietwaardigheid (zie de [privacyverklaring](/content/datenschutzhinweise)) en kunnen we in een enkel geval alleen bepaalde betaalmethoden aanbieden. Waar de regels voor consumentenkrediet (titel 2A van Boek 7 BW) van toepassing zijn, leven we die na. Betaal je niet op tijd, dan sturen we je eerst een kosteloze herinnering met een betalingstermijn van 14 dagen. Pas daarna kunnen we de wettelijke rente (artikel 6:119 BW) en buitengerechtelijke incassokosten volgens het Besluit vergoeding voor buitengerechtelijke incassokosten in rekening brengen.

## 6. Eigendomsvoorbehoud

De artikelen blijven ons eigendom totdat je ze volledig hebt betaald.

## 7. Herroepingsrecht

Je kunt een koop op afstand binnen 14 dagen na ontvangst zonder opgave van redenen herroepen. Terugsturen is gratis. Alle details en het modelformulier voor herroeping vind je op de pagina [Herroepingsrecht](/content/widerrufsbelehrung).

## 8. Conformiteit en garantie

De artikelen moeten voldoen aan de overeenkomst: ze moeten de eigenschappen hebben die je op grond van de overeenkomst mocht verwachten (artikel 7:17 BW). Is dat niet zo, dan heb je recht op herstel of vervanging en, als dat niet mogelijk of redelijk is, op prijsvermindering of ontbinding (artikel 7:21 en 7:22 BW). Een gebrek dat binnen een jaar na levering aan het licht komt, wordt vermoed al bij de levering aanwezig te zijn geweest (artikel 7:18 BW). Meld een gebrek binnen twee maanden nadat je het hebt ontdekt. Een garantie van de fabrikant geldt naast deze wettelijke rechten en beperkt ze niet.

## 9. Aansprakelijkheid

Onze aansprakelijkheid is geregeld in de wet. Niets in deze voorwaarden beperkt of sluit je dwingende rechten als consument uit.

## 10. Cadeaubonnen en kortingscodes

Cadeaubonnen en kortingscodes kunnen niet tegen contant geld worden ingewisseld. Tenzij bij de actie anders staat, kun je per bestelling één kortingscode gebruiken, tot de vervaldatum.

## 11. Klachten

Klachten over een bestelling kun je indienen via ${mail}, ${tel} of het [contactformulier](/contact). Omschrijf de klacht volledig en duidelijk. We bevestigen de ontvangst direct en reageren inhoudelijk binnen 14 dagen; hebben we meer tijd nodig, dan laten we je dat binnen die termijn weten. Informatie over je rechten vind je bij [ConsuWijzer](https://www.consuwijzer.nl).

## 12. Privacy

Hoe we met je gegevens omgaan, lees je in onze [privacyverklaring](/content/datenschutzhinweise).

## 13. Toepasselijk recht en bevoegde rechter

Op deze voorwaarden en alle overeenkomsten met ons is Nederlands recht van toepassing; het Weens Koopverdrag (CISG) is uitgesloten. Geschillen worden voorgelegd aan de volgens de wet bevoegde rechter; wij kunnen je alleen aanspreken bij de rechter van je woonplaats.

Versie: november 2026`),
      ],
    },
    {
      slug: 'datenschutzhinweise',
      title: 'Privacyverklaring',
      description: `Hoe ${shop.brand} je persoonsgegevens verwerkt, waarvoor en hoe lang, en welke rechten je hebt volgens de AVG.`,
      content: [
        toc,
        richtext(`## Wie is verantwoordelijk?

${address}
E-mail: ${mail}, telefoon: ${phone}

Onze functionaris voor gegevensbescherming bereik je op hetzelfde adres onder vermelding van ‘Privacy’ of via ${mail}. We verwerken je gegevens volgens de Algemene verordening gegevensbescherming (AVG).

## Welke gegevens we verwerken en waarom

- **Bestelling en levering:** naam, adres, e-mailadres, telefoonnummer, bestelde artikelen en betaalgegevens, om je bestelling uit te voeren (artikel 6 lid 1 onder b AVG).
- **Account:** je inloggegevens en bestelgeschiedenis, zolang je het account gebruikt (artikel 6 lid 1 onder b AVG).
- **Achteraf betalen, gespreid betalen en betaaluitstel:** een controle van je identiteit en kredietwaardigheid bij een kredietinformatiebureau voordat we je bestelling aanvaarden (artikel 6 lid 1 onder b en f AVG; gerechtvaardigd belang bij bescherming tegen wanbetaling).
- **Nieuwsbrief:** je e-mailadres, alleen met je toestemming en na bevestiging (artikel 6 lid 1 onder a AVG); je kunt je altijd afmelden.
- **Klantenservice:** je berichten en onze antwoorden, om je vraag af te handelen (artikel 6 lid 1 onder b en f AVG).
- **Beveiliging:** technische logbestanden (IP-adres, tijdstip, bezochte pagina) van maximaal 30 dagen, om aanvallen te herkennen en af te weren (artikel 6 lid 1 onder f AVG).

De kredietcontrole kan leiden tot een geautomatiseerd besluit, namelijk of we je een bepaalde betaalmethode aanbieden. Je kunt dan je standpunt kenbaar maken en vragen dat een medewerker het besluit opnieuw beoordeelt (artikel 22 AVG); de andere betaalmethoden blijven voor je beschikbaar.

## Cookies en vergelijkbare technieken

Technisch noodzakelijke cookies (winkelmandje, inloggen, je cookiekeuze) plaatsen we zonder toestemming. Alle andere cookies, voor statistiek, gemak en persoonlijke aanbevelingen, plaatsen we alleen met je toestemming (artikel 11.7a Telecommunicatiewet), die je altijd kunt intrekken in de cookie-instellingen. Je kunt daarnaast bezwaar maken op de pagina [Bezwaar tegen het vastleggen van surfgedrag](/optout).

## Met wie we gegevens delen

We geven gegevens alleen door als dat nodig is om de overeenkomst uit te voeren: aan pakket- en transportbedrijven, betaaldienstverleners en kredietinformatiebureaus, IT-dienstverleners die als verwerker voor ons werken, en aan overheidsinstanties als de wet ons daartoe verplicht. We geven geen gegevens door aan landen buiten de Europese Economische Ruimte.

## Hoe lang we gegevens bewaren

Bestel- en factuurgegevens bewaren we ${local.retention}. Gegevens van je account verwijderen we als je het account opheft, tenzij een wettelijke bewaarplicht geldt. Gegevens voor de nieuwsbrief verwijderen we na je afmelding.

## Beveiliging

We beschermen je gegevens met passende technische en organisatorische maatregelen, zoals versleutelde verbindingen (TLS) en beperkte toegangsrechten.

## Jouw rechten

Je hebt het recht op inzage, rectificatie, wissing, beperking van de verwerking, overdraagbaarheid van je gegevens en bezwaar (artikel 15 tot en met 21 AVG). Een gegeven toestemming kun je altijd intrekken; dat geldt voor de toekomst. Stuur je verzoek naar ${mail}; we reageren binnen een maand.

Vind je dat we niet zorgvuldig met je gegevens omgaan, dan kun je een klacht indienen bij ${complaint}.

Versie: november 2026`),
      ],
    },
    {
      slug: 'widerrufsbelehrung',
      title: 'Herroepingsrecht',
      description: `Uw herroepingsrecht bij ${shop.brand}: 14 dagen bedenktijd zonder opgave van redenen, gratis retourneren en het modelformulier voor herroeping.`,
      content: [
        richtext(`## Herroepingsrecht

U hebt het recht om binnen 14 dagen zonder opgave van redenen de overeenkomst te herroepen. De herroepingstermijn verstrijkt 14 dagen na de dag waarop u, of een door u aangewezen derde, die niet de vervoerder is, het goed fysiek in bezit krijgt. Bestelt u meerdere goederen in één bestelling die afzonderlijk worden geleverd, dan verstrijkt de termijn 14 dagen na de dag waarop u het laatste goed fysiek in bezit krijgt.

Om het herroepingsrecht uit te oefenen, moet u ons (${addressLine}, telefoon: ${phone}, e-mail: ${mail}) via een ondubbelzinnige verklaring (bijvoorbeeld schriftelijk per post of e-mail) op de hoogte stellen van uw beslissing de overeenkomst te herroepen. U kunt hiervoor gebruikmaken van het onderstaande modelformulier voor herroeping, maar bent hiertoe niet verplicht. Stuurt u de goederen binnen de termijn met het retourformulier terug, dan geldt dat ook als verklaring.

Om de herroepingstermijn na te leven, volstaat het dat u uw mededeling betreffende de uitoefening van het herroepingsrecht verzendt voordat de herroepingstermijn is verstreken.

## Gevolgen van de herroeping

Als u de overeenkomst herroept, ontvangt u alle betalingen die u tot op dat moment hebt gedaan, inclusief leveringskosten (met uitzondering van eventuele extra kosten ten gevolge van uw keuze voor een andere wijze van levering dan de door ons geboden goedkoopste standaardlevering), onverwijld en in ieder geval niet later dan 14 dagen nadat wij op de hoogte zijn gesteld van uw beslissing de overeenkomst te herroepen, van ons terug. Wij betalen u terug met hetzelfde betaalmiddel als waarmee u de oorspronkelijke transactie hebt verricht, tenzij u uitdrukkelijk anderszins hebt ingestemd; in ieder geval zullen u voor zulke terugbetaling geen kosten in rekening worden gebracht. Wij mogen wachten met terugbetalen totdat wij de goederen hebben teruggekregen, of tot u hebt aangetoond dat u de goederen hebt teruggezonden, al naargelang welk tijdstip eerst valt.

U moet de goederen onverwijld, en in ieder geval niet later dan 14 dagen na de dag waarop u ons hebt meegedeeld dat u de overeenkomst herroept, aan ons terugzenden of overhandigen. U bent op tijd als u de goederen terugzendt voordat de termijn van 14 dagen is verstreken. **Wij dragen de kosten van het terugzenden van de goederen.** Goederen die door een expediteur zijn geleverd, halen wij zelf bij u op.

U bent alleen aansprakelijk voor de waardevermindering van de goederen die het gevolg is van het gebruik van de goederen dat verder gaat dan nodig is om de aard, de kenmerken en de werking van de goederen vast te stellen.

## Uitzonderingen

Het herroepingsrecht geldt niet voor goederen die volgens uw specificaties zijn vervaardigd (bijvoorbeeld maatwerk) en voor verzegelde goederen die om redenen van gezondheidsbescherming of hygiëne niet geschikt zijn om te worden teruggezonden en waarvan de verzegeling na de levering is verbroken, zoals ondergoed en badmode zonder hygiënezegel (artikel 6:230p BW).

---

## Modelformulier voor herroeping

(dit formulier alleen invullen en terugzenden wanneer u de overeenkomst wilt herroepen)

- Aan: ${addressLine}, e-mail: ${email}
- Ik/Wij¹ deel/delen¹ u hierbij mede, dat ik/wij¹ onze overeenkomst betreffende de verkoop van de volgende goederen/levering van de volgende dienst¹ herroep/herroepen¹:
- Besteld op¹/ontvangen op¹:
- Naam/Namen consument(en):
- Adres consument(en):
- Handtekening van consument(en) (alleen wanneer dit formulier op papier wordt ingediend):
- Datum:

¹ Doorhalen wat niet van toepassing is.`),
      ],
    },
    {
      slug: 'barrierefreiheitserklaerung',
      title: 'Toegankelijkheidsverklaring',
      description: `Hoe toegankelijk de webshop van ${shop.brand} is, wat nog niet toegankelijk is en hoe je een obstakel meldt.`,
      content: [
        richtext(`## Toegankelijkheid van onze webshop

${shop.legalName} wil dat iedereen, ook mensen met een beperking, zelfstandig in de webshop van ${shop.brand} kan zoeken, bestellen en betalen. Sinds 28 juni 2025 gelden voor webwinkels de toegankelijkheidseisen van de Europese Toegankelijkheidsakte (richtlijn (EU) 2019/882), in Nederland ingevoerd met de Implementatiewet toegankelijkheidsvoorschriften producten en diensten en het Besluit toegankelijkheidsvoorschriften producten en diensten. We toetsen aan de Europese norm EN 301 549, die voor websites de Web Content Accessibility Guidelines (WCAG) 2.1 op niveau AA volgt.

## Beschrijving van de dienst

In de webshop kun je artikelen zoeken en filteren, productinformatie met maten, materialen en prijzen bekijken, artikelen in je winkelmandje leggen en bestellen, een betaalmethode kiezen en in [Mijn account](/customer) je bestellingen, facturen en retouren volgen. Je kunt ook telefonisch bestellen via ${tel}.

## Hoe de webshop aan de eisen voldoet

Deze webshop voldoet **grotendeels** aan de genoemde eisen. Alle pagina's zijn met het toetsenbord te bedienen en hebben links om direct naar de hoofdinhoud en de categorieën te springen. Formuliervelden zijn gelabeld en foutmeldingen worden door schermlezers voorgelezen. Afbeeldingen hebben alternatieve teksten en kleuren hebben voldoende contrast.

## Wat nog niet toegankelijk is

- Productfoto's beschrijven niet elk detail dat alleen op de foto te zien is (zoals een dessin); de belangrijkste gegevens staan in de artikelbeschrijving.
- Oudere facturen in pdf-formaat zijn niet volledig getagd; op verzoek sturen we ze je in een toegankelijk formaat.

## Opstelling van deze verklaring

Deze verklaring is opgesteld op 24 november 2026, op basis van een eigen beoordeling met automatische testtools en tests met toetsenbord en schermlezer. We werken haar minstens één keer per jaar bij.

## Feedback en contact

Loop je tegen een obstakel aan of heb je informatie in een andere vorm nodig? Mail ons via ${mail} of bel ${tel}. We reageren binnen 14 dagen.

## Toezicht

De Autoriteit Consument & Markt (ACM) houdt in Nederland toezicht op de toegankelijkheid van webwinkels. Vind je dat onze webshop niet aan de eisen voldoet, dan kun je dat melden bij ConsuWijzer, het consumentenloket van de ACM: [www.consuwijzer.nl](https://www.consuwijzer.nl). Autoriteit Consument & Markt, Muzenstraat 41, 2511 WB Den Haag, [www.acm.nl](https://www.acm.nl).`),
      ],
    },
  ];
}
