import { INSTALMENT_COUNT, INVOICE_TERM_DAYS, PAYMENT_PAUSE_DAYS } from '@/lib/account/instalment-plan';
import { BASKET_VALUES } from '@/lib/basket/basket-constants';
import { formatPrice } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { localeMoney } from '@/lib/shop/shop-money';
import { richtext, tocBlock } from './seed-blocks';
import { COMPANY_FACTS, type CompanyFacts, type SeedPage } from './seed-page';

const toc = tocBlock('Innehåll');

/** U+2217 stands in for the form's asterisk: markdown() reads two asterisks on one line as italics. */
const STAR = '(\u2217)';

const IMY =
  'Integritetsskyddsmyndigheten (IMY), Box 8114, 104 20 Stockholm, [www.imy.se](https://www.imy.se)';
const ARN = 'Allmänna reklamationsnämnden (ARN), Box 174, 101 23 Stockholm, [www.arn.se](https://www.arn.se)';
const LEK = '9 kap. 28 § lagen (2022:482) om elektronisk kommunikation';

/** What the Swedish pages say of the company, by family: COMPANY_FACTS' authority, chamber and rules are German. */
interface CompanyText {
  registerLabel: string;
  directorsLabel: string;
  /** further lines of the company list (seat, authority, chamber, rules) */
  lines: (facts: CompanyFacts) => string[];
  /** where a data protection complaint goes (Markdown) */
  dataProtection: string;
  /** how long accounting records are kept */
  retention: string;
  cookieRules: string;
  /** dispute advice for a company seated outside Sweden ('' for a Swedish one) */
  crossBorder: string;
}

const COMPANY_TEXT: Record<string, CompanyText> = {
  // Hemma Nord AB, Stockholm
  hemma: {
    registerLabel: 'Registrering',
    directorsLabel: 'Verkställande direktör',
    lines: (facts) => [
      'Styrelsens säte: Stockholm',
      `Medlem i ${facts.chamber}`,
      'Verksamheten är inte tillståndspliktig.',
      `Tillsynsmyndighet för konsumentskyddet: ${facts.authority} ([www.konsumentverket.se](https://www.konsumentverket.se))`,
      'Tillämpliga regler: aktiebolagslagen (2005:551) samt för köp i webbutiken bland annat konsumentköplagen (2022:260) och distansavtalslagen (2005:59), tillgängliga på [www.riksdagen.se](https://www.riksdagen.se)',
    ],
    dataProtection: `Om du anser att vi behandlar dina personuppgifter i strid med dataskyddsförordningen har du rätt att lämna klagomål till ${IMY}.`,
    retention:
      'Räkenskapsinformation, till exempel fakturor och orderunderlag, sparar vi till och med det sjunde året efter utgången av det kalenderår då räkenskapsåret avslutades (7 kap. 2 § bokföringslagen (1999:1078)).',
    cookieRules: LEK,
    crossBorder: '',
  },
  // Casaluna Wohnen GmbH, München: a German company selling in Sweden
  casaluna: {
    registerLabel: 'Handelsregister',
    directorsLabel: 'Verkställande direktörer (Geschäftsführer)',
    lines: (facts) => [
      'Säte: München, Tyskland',
      `Behörig näringsmyndighet (Gewerbeamt): ${facts.authority}`,
      `Medlem i ${facts.chamber}`,
      'Tillämpliga yrkesregler: den tyska näringsordningen (Gewerbeordnung, GewO), tillgänglig på [www.gesetze-im-internet.de](https://www.gesetze-im-internet.de)',
    ],
    dataProtection: `Ansvarig tillsynsmyndighet för oss är Bayerisches Landesamt für Datenschutzaufsicht (BayLDA) i Ansbach, Tyskland, [www.lda.bayern.de](https://www.lda.bayern.de). Du har också rätt att lämna klagomål i Sverige, där du bor (artikel 77 GDPR), till ${IMY}.`,
    retention:
      'Räkenskapsinformation, till exempel fakturor och orderunderlag, sparar vi så länge tysk handels- och skattelagstiftning kräver (§ 257 HGB, § 147 AO), i regel åtta till tio år.',
    cookieRules: `§ 25 i den tyska lagen om dataskydd inom telekommunikation och digitala tjänster (TDDDG) och ${LEK}`,
    crossBorder:
      'Eftersom vi har vårt säte i Tyskland kan du också få kostnadsfri hjälp av [Konsumenternas Europacentrum](https://www.konsumenteuropa.se).',
  },
};

// only the hemma and casaluna families sell in Sweden; any other family gets neutral wording
const FALLBACK_TEXT: CompanyText = {
  registerLabel: 'Registrering',
  directorsLabel: 'Företrädare',
  lines: () => [],
  dataProtection: `Du har rätt att lämna klagomål till tillsynsmyndigheten för dataskydd i det land där vi har vårt säte eller till ${IMY}.`,
  retention:
    'Räkenskapsinformation, till exempel fakturor och orderunderlag, sparar vi så länge bokförings- och skattereglerna i det land där vi har vårt säte kräver.',
  cookieRules: LEK,
  crossBorder:
    'Eftersom vi har vårt säte utanför Sverige kan du också få kostnadsfri hjälp av [Konsumenternas Europacentrum](https://www.konsumenteuropa.se).',
};

/** The legal pages of a shop selling to consumers in Sweden (sv-SE): company information, terms, privacy, withdrawal, accessibility. */
export function legalPagesSvSe(shop: ShopConfig): SeedPage[] {
  const facts = COMPANY_FACTS[shop.family] ?? COMPANY_FACTS.lindgard!;
  const text = COMPANY_TEXT[shop.family] ?? FALLBACK_TEXT;
  const money = localeMoney(shop.locale);
  const price = (cents: number) => formatPrice(cents, money);
  const address = shop.companyAddress.join('\n');
  const inlineAddress = shop.companyAddress.join(', ');
  const { phone, email } = shop.customerService;
  const tel = `[${phone}](tel:${phone.replace(/[\s-]/g, '')})`;
  const mail = `[${email}](mailto:${email})`;
  const surcharge = `${String(BASKET_VALUES.instalmentSurchargePerMille / 10).replace('.', ',')} %`;
  const { fees } = shop;
  const crossBorder = text.crossBorder ? ` ${text.crossBorder}` : '';
  return [
    {
      slug: 'impressum',
      title: 'Företagsinformation',
      description: `Uppgifter om ${shop.legalName}, som driver ${shop.brand}: adress, kontakt, organisationsnummer, momsregistreringsnummer och tvistlösning.`,
      content: [
        richtext(`Uppgifter enligt lagen (2002:562) om elektronisk handel och andra informationssamhällets tjänster.

## Företaget bakom webbutiken

${address}

## Kontakt

Telefon: ${tel}
E-post: ${mail}
Kontaktformulär: [Skriv till oss](/contact)

## Företagsuppgifter

- ${text.registerLabel}: ${facts.register}
- Momsregistreringsnummer: ${facts.vatId}
- ${text.directorsLabel}: ${facts.managingDirectors}
- Verksamhet: distanshandel med kläder, skor, accessoarer och heminredning
${text
  .lines(facts)
  .map((line) => `- ${line}`)
  .join('\n')}

## Bankuppgifter

${shop.bank.bankName}
Betalningsmottagare: ${shop.bank.payee}
IBAN: ${shop.bank.iban}
BIC: ${shop.bank.bic}

## Klagomål och tvistlösning

Har du synpunkter eller klagomål? Kontakta först vår kundservice på ${mail} eller ${tel}, så försöker vi hitta en lösning. Om vi inte kommer överens kan du vända dig till ${ARN}. Vi medverkar i nämndens prövning och följer dess rekommendationer.${crossBorder}`),
      ],
    },
    {
      slug: 'agb',
      title: 'Köpvillkor',
      description: `Köpvillkoren för beställningar hos ${shop.brand} i webbutiken, per telefon och via direktbeställning: priser, leverans, betalning, ångerrätt och reklamation.`,
      content: [
        toc,
        richtext(`## 1. Allmänt

Dessa villkor gäller när du som konsument handlar av ${shop.legalName}, ${facts.register} (”vi”), i webbutiken, per telefon eller via [direktbeställning](/directorderform). Vi säljer till privatpersoner som har fyllt 18 år och i mängder som är normala för ett hushåll. Villkoren gäller utöver dina rättigheter enligt svensk tvingande konsumentlagstiftning och begränsar aldrig dessa. Avtalsspråket är svenska. Du kan spara och skriva ut villkoren.

## 2. Beställning och avtal

Artiklarna i webbutiken är inget bindande erbjudande från oss. När du klickar på ”Slutför köp” gör du en bindande beställning. Vi bekräftar direkt per e-post att vi har tagit emot beställningen; den bekräftelsen innebär ännu inte att vi har accepterat den. Avtalet ingås när vi skickar varan eller uttryckligen accepterar beställningen. Kan vi inte acceptera beställningen meddelar vi dig inom fem vardagar. Senast när varan levereras får du en bekräftelse av avtalet med dessa villkor på ett varaktigt medium (e-post).

## 3. Priser och avgifter

Alla priser anges i svenska kronor inklusive moms. Utöver varupriset tillkommer följande avgifter, som alltid visas i kassan innan du slutför köpet:

| Avgift | Belopp |
|---|---|
| Frakt per beställning (standardleverans) | ${price(fees.shipping)} |
| Fri frakt vid ett varuvärde från | ${price(fees.freeShippingFrom)} |
| Expressleverans | ${price(fees.expressDelivery)} |
| Speditörsleverans, en gång per beställning | ${price(fees.freight)} |
| Bortforsling av gammal madrass eller ribbotten, per styck | ${price(fees.disposalServicePerPiece)} |
| Postförskottsavgift | ${price(fees.cashOnDelivery)} |
| Avgift för betalpaus | ${price(fees.paymentPause)} |
| Tillägg för delbetalning | ${surcharge} av varuvärdet |

Lägsta ordervärde är ${price(fees.minOrderValue)}. Vid uppenbara fel i pris eller varubeskrivning, som du borde ha insett, är vi inte bundna av det felaktiga priset; du får då välja om du vill köpa till rätt pris eller inte.

## 4. Leverans

Vi levererar inom Sverige. Varor i lager levererar vi normalt inom 3–5 vardagar och med expressleverans inom 1–2 vardagar. Artiklar med längre leveranstid är märkta på artikelsidan och i varukorgen. Om inget annat har avtalats levererar vi senast 30 dagar efter att avtalet ingicks. Stora möbler och madrasser levererar en speditör efter att en leveranstid har bokats med dig per telefon; för dessa varor går det inte att välja expressleverans eller postförskott.

Risken för varan går över på dig när du eller någon som du har utsett har tagit emot varan. Kontrollera gärna paketet när du tar emot det och meddela oss synliga transportskador så snart som möjligt; dina rättigheter vid fel påverkas inte om du inte gör det. Om en artikel inte kan levereras meddelar vi dig genast och betalar tillbaka det du redan har betalat för den utan dröjsmål.

Om leveransen blir försenad utan att det beror på dig har du rätt att hålla inne betalningen, kräva att vi levererar eller häva köpet om förseningen är av väsentlig betydelse för dig eller om vi inte levererar inom en skälig tilläggstid som du har gett oss. Du kan också ha rätt till skadestånd enligt konsumentköplagen (2022:260).

## 5. Betalning

Vilka betalsätt som kan väljas för en viss beställning ser du i kassan.

- **Faktura:** du betalar inom ${INVOICE_TERM_DAYS} dagar från fakturadatum.
- **Delbetalning:** du betalar i ${INSTALMENT_COUNT} månatliga delbetalningar; ett tillägg på ${surcharge} av varuvärdet efter eventuell rabatt tillkommer.
- **Betalpaus:** du betalar först ${PAYMENT_PAUSE_DAYS} dagar efter fakturadatum mot en avgift på ${price(fees.paymentPause)}. Betalpaus kan du välja i kassan eller för en obetald faktura under [Mitt konto](/customer).
- **Postförskott:** du betalar när paketet lämnas ut mot en avgift på ${price(fees.cashOnDelivery)}; inte möjligt för varor som levereras med speditör.
- **Förskottsbetalning:** du för över beloppet i förväg till vårt konto (IBAN ${shop.bank.iban}); vi skickar varorna när betalningen har kommit in.

Faktura, delbetalning och betalpaus förutsätter en godkänd kreditprövning. Vi hämtar då en kreditupplysning från ett kreditupplysningsföretag, och du får en kopia av upplysningen (omfrågandeupplysning). Delbetalning och betalpaus är krediter: innan du ingår kreditavtalet får du standardiserad europeisk konsumentkreditinformation (SEKKI) med bland annat den effektiva räntan, och du har 14 dagars ångerrätt för kreditavtalet enligt konsumentkreditlagen.

Om du betalar för sent har vi rätt till dröjsmålsränta enligt räntelagen (1975:635) och till en påminnelseavgift på ${price(6000)} enligt lagen (1981:739) om ersättning för inkassokostnader m.m.

## 6. Ångerrätt

Du har rätt att ångra köpet inom 14 dagar från att du tog emot varan, utan att ange något skäl, enligt distansavtalslagen (2005:59). Returen är kostnadsfri för dig. Hur du gör och standardformuläret för utövande av ångerrätt hittar du under [Ångerrätt](/content/widerrufsbelehrung).

## 7. Reklamation och fel på varan

Om en vara är felaktig har du rätt att reklamera den enligt konsumentköplagen (2022:260). Du kan reklamera fel som visar sig inom tre år från att du tog emot varan. Meddela oss inom skälig tid efter att du har märkt felet; en reklamation inom två månader räknas alltid som gjord i rätt tid. Ett fel som visar sig inom två år efter att du tog emot varan antas ha funnits redan vid leveransen, om vi inte visar något annat eller om det är oförenligt med varans eller felets art.

Reklamera enklast via vår kundservice eller vårt [kontaktformulär](/contact); beskriv felet och bifoga gärna en bild. Vi står för returfrakten och för kostnaderna för att avhjälpa felet.

Vid fel kan du välja mellan att få varan reparerad eller utbytt, om inte det du väljer är omöjligt eller skulle medföra oproportionerliga kostnader för oss jämfört med det andra alternativet. Om reparation eller byte inte är möjligt eller inte sker inom skälig tid och utan väsentlig olägenhet för dig, har du rätt till prisavdrag eller – om felet inte är av ringa betydelse – att häva köpet. Du har också rätt till skadestånd enligt konsumentköplagen och får hålla inne så mycket av betalningen som motsvarar ditt krav. En garanti från tillverkaren eller från oss gäller utöver dessa rättigheter och begränsar dem inte.

## 8. Ansvar

Vi ansvarar för fel och förseningar enligt konsumentköplagen och för skador som en vara orsakar enligt produktansvarslagen (1992:18). Ingenting i dessa villkor begränsar det ansvar som vi har enligt tvingande lag.

## 9. Rabattkoder

Rabatt- och kampanjkoder kan inte lösas in mot kontanter. De gäller till och med det angivna datumet och en kod kan användas per beställning, om inget annat anges för kampanjen.

## 10. Personuppgifter

Hur vi behandlar dina personuppgifter beskriver vi i vår [integritetspolicy](/content/datenschutzhinweise).

## 11. Tillämplig lag och tvister

Svensk lag gäller för avtalet. Kontakta i första hand vår kundservice om du är missnöjd. Om vi inte kommer överens kan du vända dig till ${ARN}; vi följer nämndens rekommendationer.${crossBorder} Råd om dina rättigheter får du också av [Hallå konsument](https://www.hallakonsument.se) och av kommunens konsumentvägledning. En tvist kan även prövas av allmän domstol; om vi väcker talan mot dig sker det vid domstolen där du har din hemvist.

Senast uppdaterad: november 2026`),
      ],
    },
    {
      slug: 'datenschutzhinweise',
      title: 'Integritetspolicy',
      description: `Hur ${shop.brand} behandlar dina personuppgifter, varför och hur länge, och vilka rättigheter du har enligt dataskyddsförordningen (GDPR).`,
      content: [
        toc,
        richtext(`## Personuppgiftsansvarig

${address}
E-post: ${mail}, telefon: ${phone}

Vårt dataskyddsombud når du på samma adress med tillägget ”Dataskyddsombud” eller via e-post till ${mail}.

## Vilka uppgifter vi behandlar och varför

- **Beställning och leverans:** namn, adress, e-postadress, telefonnummer, beställda artiklar och betalningsuppgifter, för att fullgöra köpet (artikel 6.1 b GDPR).
- **Kundkonto:** dina inloggningsuppgifter och din orderhistorik, så länge du använder kontot (artikel 6.1 b GDPR).
- **Faktura, delbetalning och betalpaus:** identitets- och adressuppgifter och en kreditupplysning innan vi godkänner betalsättet. För krediter är kreditprövningen en rättslig förpliktelse (artikel 6.1 c GDPR), för faktura vårt berättigade intresse av att skydda oss mot betalningsinställelser (artikel 6.1 f GDPR). Beslutet fattas automatiskt; du har rätt att få det omprövat av en människa, att framföra dina synpunkter och att bestrida beslutet (artikel 22.3 GDPR).
- **Nyhetsbrev:** din e-postadress, endast med ditt samtycke som du har bekräftat (artikel 6.1 a GDPR). Du kan när som helst avsluta prenumerationen.
- **Kataloger och erbjudanden per post:** namn och adress, på grund av vårt berättigade intresse av att marknadsföra vårt sortiment till våra kunder (artikel 6.1 f GDPR). Du kan när som helst invända.
- **Kundservice:** dina meddelanden och våra svar, för att hantera ditt ärende (artikel 6.1 b och f GDPR).
- **Bokföring:** fakturor och orderunderlag, som vi är skyldiga att spara enligt lag (artikel 6.1 c GDPR).
- **Säkerhet:** tekniska loggar (IP-adress, tidpunkt, besökt sida) i högst 30 dagar, för att upptäcka och avvärja angrepp (artikel 6.1 f GDPR).

## Cookies

Cookies som är nödvändiga för att webbutiken ska fungera (varukorg, inloggning och ditt val av cookies) använder vi utan samtycke, vilket är tillåtet enligt ${text.cookieRules}. Övriga cookies – för statistik, bekvämlighetsfunktioner och personliga rekommendationer – använder vi bara med ditt samtycke, som du när som helst kan återkalla i cookieinställningarna. Du kan också invända mot spårning på sidan [Invändning mot spårning](/optout).

## Mottagare

Vi lämnar bara ut uppgifter när det behövs för att fullgöra avtalet eller när lagen kräver det: till transportföretag och speditörer, betaltjänstleverantörer och kreditupplysningsföretag, IT-leverantörer som behandlar uppgifterna för vår räkning (personuppgiftsbiträden) och myndigheter. Vi för inte över personuppgifter till länder utanför EU/EES.

## Hur länge vi sparar uppgifterna

${text.retention} Uppgifterna i ditt kundkonto raderar vi när du raderar kontot, om vi inte måste spara dem enligt lag. Kundserviceärenden sparar vi så länge de behövs för ärendet och eventuella reklamationer, dock högst tre år efter att ärendet avslutades. Uppgifter för nyhetsbrevet raderar vi när du avslutar prenumerationen.

## Dina rättigheter

Du har rätt att få veta vilka uppgifter vi behandlar om dig (registerutdrag), att få felaktiga uppgifter rättade, att få uppgifter raderade, att begära att behandlingen begränsas, att få ut de uppgifter du har lämnat i ett maskinläsbart format (dataportabilitet) och att invända mot behandling som grundar sig på vårt berättigade intresse. Mot direktmarknadsföring kan du alltid invända. Ett samtycke kan du när som helst återkalla; det påverkar inte behandlingen innan du återkallade det. Kontakta oss på ${mail}.

${text.dataProtection}

Senast uppdaterad: november 2026`),
      ],
    },
    {
      slug: 'widerrufsbelehrung',
      title: 'Ångerrätt',
      description: `Din ångerrätt hos ${shop.brand}: 14 dagar utan att ange skäl, kostnadsfri retur och standardformulär för utövande av ångerrätt.`,
      content: [
        richtext(`## Ångerrätt

Du har rätt att frånträda avtalet (ångra köpet) inom 14 dagar utan att ange något skäl. Ångerfristen löper ut 14 dagar efter den dag då du eller en tredje part som du har angett, dock inte transportföretaget, får varan i fysisk besittning. Om du har beställt flera varor i samma beställning och de levereras var för sig, löper fristen ut 14 dagar efter den dag då du får den sista varan.

För att utöva ångerrätten ska du meddela oss (${inlineAddress}, e-post: ${mail}, telefon: ${phone}) ditt beslut att frånträda avtalet genom ett entydigt meddelande, till exempel ett brev, ett e-postmeddelande eller via vårt [kontaktformulär](/contact). Du får använda standardformuläret nedan, men det är inte obligatoriskt. Det räcker att du skickar ditt meddelande innan ångerfristen har gått ut. Om du inom fristen skickar tillbaka varan med den bifogade retursedeln räknar vi även det som ett meddelande om att du ångrar köpet.

## Följder av att du ångrar köpet

Om du frånträder avtalet betalar vi tillbaka allt du har betalat till oss, inklusive leveranskostnaden (utom den extra kostnad som uppstår om du har valt ett annat leveranssätt än det billigaste standardleveranssätt vi erbjuder, till exempel expressleverans), utan onödigt dröjsmål och senast 14 dagar från den dag då vi fick ditt meddelande om att du frånträder avtalet. Vi använder samma betalningsmedel som du använde vid köpet, om vi inte uttryckligen har kommit överens med dig om något annat; du debiteras inga avgifter för återbetalningen. En faktura som du ännu inte har betalat krediterar vi. Vi får vänta med återbetalningen tills vi har fått tillbaka varan eller du har visat att du har skickat tillbaka den, beroende på vad som inträffar först. Om du har valt delbetalning eller betalpaus upphör även kreditavtalet, utan kostnad för dig.

Du ska skicka tillbaka varan eller lämna den till oss utan onödigt dröjsmål och senast 14 dagar från den dag då du meddelade oss att du frånträder avtalet. Fristen är uppfylld om du skickar tillbaka varan innan 14-dagarsfristen har gått ut. **Vi står för kostnaden för att returnera varan.** Lämna paketet med retursedeln hos ett paketombud. Varor som har levererats med speditör hämtar vi hos dig; kontakta kundservice för att boka en tid.

Du ansvarar endast för varans minskade värde om den har hanterats på annat sätt än vad som är nödvändigt för att fastställa dess egenskaper och funktion. Prova gärna kläder och skor som du skulle göra i en butik.

## Undantag från ångerrätten

Ångerrätten gäller inte för varor som har tillverkats enligt dina anvisningar eller tydligt anpassats till dig personligen (till exempel måttsydda gardiner), och inte för förseglade varor som av hälso- eller hygienskäl inte lämpar sig att returnera och vars försegling har brutits efter leveransen (till exempel underkläder och badkläder vars hygienförsegling har tagits bort). Madrasser kan du ångra även om skyddsplasten har tagits bort.

Ångerrätten påverkar inte dina rättigheter om varan är felaktig; läs mer om reklamation i våra [köpvillkor](/content/agb).

---

## Standardformulär för utövande av ångerrätt

(fyll i och returnera detta formulär endast om du vill frånträda avtalet)

- Till ${inlineAddress}, e-post: ${email}:
- Jag/Vi ${STAR} meddelar härmed att jag/vi ${STAR} frånträder mitt/vårt ${STAR} avtal om köp av följande varor ${STAR}/tillhandahållande av följande tjänster ${STAR}
- Beställd den ${STAR}/mottagen den ${STAR}
- Konsumentens/konsumenternas namn
- Konsumentens/konsumenternas adress
- Konsumentens/konsumenternas namnteckning (endast om formuläret skickas i pappersform)
- Datum

${STAR} Stryk det som inte gäller.`),
      ],
    },
    {
      slug: 'barrierefreiheitserklaerung',
      title: 'Tillgänglighetsredogörelse',
      description: `Hur tillgänglig webbutiken ${shop.brand} är, vilka brister vi känner till och hur du rapporterar hinder.`,
      content: [
        richtext(`## Hur tillgänglig är webbutiken?

${shop.legalName} vill att alla ska kunna handla i vår webbutik, oavsett funktionsförmåga. Webbutiken är en e-handelstjänst som omfattas av lagen (2023:254) om vissa produkters och tjänsters tillgänglighet, som gäller sedan den 28 juni 2025. Vi utgår från den harmoniserade standarden EN 301 549 och riktlinjerna WCAG 2.1 på nivå AA.

Webbutiken är **delvis förenlig** med kraven. Alla sidor kan användas med tangentbord och har genvägar till huvudinnehållet och kategorierna. Formulärfält har synliga etiketter, och felmeddelanden läses upp av skärmläsare. Bilder har alternativtexter, färgerna har tillräcklig kontrast och texten kan förstoras till 200 procent utan att innehåll går förlorat. Information om pris, leveranstid och betalsätt finns som text på artikelsidan och i kassan.

## Innehåll som inte är tillgängligt

- Produktbilderna visar inte alla detaljer som bara syns i bilden (till exempel mönster); de viktigaste uppgifterna står i artikelbeskrivningen.
- Äldre fakturor i PDF-format är inte fullständigt taggade. Vi skickar dem gärna i ett tillgängligt format om du ber om det.

## Hur vi har testat webbutiken

Redogörelsen upprättades den 24 november 2026. Den bygger på en egen granskning med automatiska testverktyg och manuella tester med tangentbord och skärmläsare.

## Rapportera brister

Har du stött på hinder i webbutiken eller behöver du innehåll i ett annat format? Skriv till oss på ${mail}, via vårt [kontaktformulär](/contact) eller ring ${tel}. Vi svarar inom 14 dagar.

## Tillsyn

Post- och telestyrelsen (PTS) är marknadskontrollmyndighet för e-handelstjänster och har tillsyn över att lagen följs. Om du inte är nöjd med vårt svar kan du anmäla bristen till Post- och telestyrelsen, Box 5398, 102 49 Stockholm, [www.pts.se](https://www.pts.se).`),
      ],
    },
  ];
}
