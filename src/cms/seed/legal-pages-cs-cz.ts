import { formatPrice } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { localeMoney } from '@/lib/shop/shop-money';
import { richtext, tocBlock } from './seed-blocks';
import { COMPANY_FACTS, type SeedPage } from './seed-page';

const toc = tocBlock('Obsah');

/** What the pages say, in Czech, about the company's home country (COMPANY_FACTS.rules is German). */
interface Seat {
  country: string;
  /** the laws the company is subject to in its home country */
  rules: string;
  /** COMPANY_FACTS.authority and .chamber with a Czech explanation */
  authority?: string;
  chamber?: string;
  /** the lead data protection authority at the company's seat (Art. 56 GDPR) */
  dataProtectionAuthority: string;
}

const SEATS: Record<string, Seat> = {
  mirella: {
    country: 'Nizozemsko',
    authority:
      'Autoriteit Consument & Markt (ACM), Den Haag – nizozemský úřad pro ochranu spotřebitele a trhu',
    chamber: 'Kamer van Koophandel (nizozemská obchodní komora)',
    rules:
      'nizozemský zákon o obchodním rejstříku (Handelsregisterwet 2007), dostupný na [wetten.overheid.nl](https://wetten.overheid.nl)',
    dataProtectionAuthority:
      'Autoriteit Persoonsgegevens, Postbus 93374, 2509 AJ Den Haag, Nizozemsko, [autoriteitpersoonsgegevens.nl](https://www.autoriteitpersoonsgegevens.nl)',
  },
  casaluna: {
    country: 'Německo',
    authority: 'Kreisverwaltungsreferat der Landeshauptstadt München (živnostenský úřad města Mnichova)',
    chamber: 'IHK für München und Oberbayern (Průmyslová a obchodní komora pro Mnichov a Horní Bavorsko)',
    rules:
      'německý živnostenský řád (Gewerbeordnung, GewO), dostupný na [www.gesetze-im-internet.de](https://www.gesetze-im-internet.de)',
    dataProtectionAuthority:
      'Bayerisches Landesamt für Datenschutzaufsicht (BayLDA), Promenade 18, 91522 Ansbach, Německo, [www.lda.bayern.de](https://www.lda.bayern.de)',
  },
};
const OTHER_SEAT: Seat = {
  country: '',
  rules: 'právní předpisy státu, v němž má společnost sídlo',
  dataProtectionAuthority:
    'dozorový úřad pro ochranu osobních údajů ve státě, v němž má naše společnost sídlo',
};

/** The legal pages of a shop selling to consumers in the Czech Republic (cs-CZ): provider data, terms, privacy, withdrawal, accessibility. */
export function legalPagesCsCz(shop: ShopConfig): SeedPage[] {
  const facts = COMPANY_FACTS[shop.family] ?? COMPANY_FACTS.lindgard!;
  const seat = SEATS[shop.family] ?? OTHER_SEAT;
  const money = localeMoney(shop.locale);
  const czk = (cents: number) => formatPrice(cents, money);
  const address = [...shop.companyAddress, seat.country].filter(Boolean).join('\n');
  const addressLine = [...shop.companyAddress, seat.country].filter(Boolean).join(', ');
  const seatLine = [...shop.companyAddress.slice(1), seat.country].filter(Boolean).join(', ');
  const { phone, email } = shop.customerService;
  const tel = `[${phone}](tel:${phone.replace(/\s/g, '')})`;
  const mail = `[${email}](mailto:${email})`;
  const fees = shop.fees;
  return [
    {
      slug: 'impressum',
      title: 'Údaje o provozovateli',
      description: `Údaje o provozovateli e-shopu ${shop.brand}: ${shop.legalName}, sídlo, zápis v obchodním rejstříku, DIČ, dozorové orgány a mimosoudní řešení sporů.`,
      content: [
        richtext(`## Provozovatel e-shopu

${address}

## Kontakt

Telefon: ${tel}
E-mail: ${mail}
Kontaktní formulář: [napište nám](/contact)

## Údaje o společnosti

- Zápis v obchodním rejstříku: ${facts.register}
- DIČ: ${facts.vatId}
- Statutární orgán (jednatelé): ${facts.managingDirectors}
- Předmět podnikání: zásilkový obchod s oděvy, obuví, doplňky a bytovými potřebami
- Příslušná komora: ${seat.chamber ?? facts.chamber}
- Příslušný úřad ve státě sídla: ${seat.authority ?? facts.authority}
- Právní předpisy ve státě sídla: ${seat.rules}

## Bankovní spojení

${shop.bank.bankName}
Majitel účtu: ${shop.bank.payee}
IBAN: ${shop.bank.iban}
BIC: ${shop.bank.bic}

## Dozorové orgány v České republice

Dodržování povinností vůči spotřebitelům dozoruje Česká obchodní inspekce, [www.coi.cz](https://www.coi.cz). Zpracování osobních údajů dozoruje Úřad pro ochranu osobních údajů, [uoou.gov.cz](https://uoou.gov.cz).

## Mimosoudní řešení spotřebitelských sporů

Jste-li spotřebitel a vznikne-li mezi námi spor z kupní smlouvy, který se nepodaří vyřešit vzájemnou dohodou, můžete podat návrh na jeho mimosoudní řešení České obchodní inspekci, oddělení ADR, e-mail [adr@coi.cz](mailto:adr@coi.cz), [adr.coi.cz](https://adr.coi.cz). Návrh lze podat nejpozději do jednoho roku ode dne, kdy jste u nás své právo poprvé uplatnili; řízení je pro vás bezplatné. Protože naše společnost sídlí v jiném členském státě EU, může vám se sporem bezplatně pomoci také [Evropské spotřebitelské centrum ČR](https://evropskyspotrebitel.cz). Nejprve se však prosím obraťte na nás: ${mail}.

Údaje uvádíme podle § 435 zákona č. 89/2012 Sb., občanský zákoník, a § 5 zákona č. 480/2004 Sb., o některých službách informační společnosti.`),
      ],
    },
    {
      slug: 'agb',
      title: 'Všeobecné obchodní podmínky',
      description: `Všeobecné obchodní podmínky e-shopu ${shop.brand} pro nákupy online, po telefonu a na objednací formulář, včetně reklamačního řádu.`,
      content: [
        toc,
        richtext(`## 1. Úvodní ustanovení

Tyto všeobecné obchodní podmínky (dále jen „podmínky“) upravují práva a povinnosti mezi společností ${shop.legalName}, se sídlem ${seatLine} (zápis v obchodním rejstříku: ${facts.register}; dále jen „my“ nebo „prodávající“), a vámi jako kupujícím při nákupu v e-shopu ${shop.brand}, po telefonu nebo na [objednací formulář](/directorderform). Podmínky jsou určeny spotřebitelům ve smyslu § 419 zákona č. 89/2012 Sb., občanský zákoník (dále jen „občanský zákoník“). Zboží prodáváme v množství obvyklém pro domácnost a pouze osobám starším 18 let. Smlouvu uzavíráme v českém jazyce. Odchylná ujednání v kupní smlouvě mají před podmínkami přednost.

## 2. Uzavření kupní smlouvy

Prezentace zboží v e-shopu, v katalogu a v reklamě má informativní povahu a není návrhem na uzavření smlouvy; ustanovení § 1732 odst. 2 občanského zákoníku se nepoužije. Objednávku v e-shopu sestavíte v košíku; před jejím odesláním si v souhrnu zkontrolujete zboží, cenu, náklady na dodání a zvolený způsob platby a můžete opravit všechny zadané údaje. Kliknutím na tlačítko „Objednat s povinností platby“ nám zašlete závazný návrh na uzavření kupní smlouvy.

Přijetí objednávky vám neprodleně potvrdíme e-mailem; toto potvrzení ještě není přijetím návrhu. Kupní smlouva je uzavřena, jakmile vám přijetí objednávky výslovně potvrdíme nebo vám zboží odešleme. Nepřijmeme-li objednávku do pěti pracovních dnů od jejího odeslání, nejste jí nadále vázáni. Objednávku přijatou po telefonu vám bez zbytečného odkladu potvrdíme e-mailem.

Uzavřenou smlouvu archivujeme v elektronické podobě; třetím osobám není přístupná. Tyto podmínky a potvrzení objednávky vám zašleme e-mailem, své objednávky najdete také v [zákaznickém účtu](/customer). Náklady na prostředky komunikace na dálku (telefon, internet) nesete sami podle tarifu svého operátora; žádné poplatky navíc neúčtujeme.

## 3. Ceny a náklady na dodání

Všechny ceny jsou konečné, v českých korunách a včetně DPH. Za dodání účtujeme ${czk(fees.shipping)} za objednávku; od hodnoty zboží ${czk(fees.freeShippingFrom)} doručujeme zdarma. Za zboží doručované spediční službou účtujeme jednorázově ${czk(fees.freight)} za objednávku, za expresní doručení ${czk(fees.expressDelivery)}. Minimální hodnota objednávky je ${czk(fees.minOrderValue)}. Celkovou cenu včetně všech nákladů vidíte v souhrnu objednávky před jejím odesláním.

## 4. Platební podmínky

- **Nákup na fakturu:** kupní cenu uhradíte převodem ve lhůtě splatnosti uvedené na faktuře.
- **Nákup na splátky:** cenu zaplatíte v šesti měsíčních splátkách; příplatek za splátky vidíte v košíku.
- **Odklad platby:** cenu zaplatíte až za 100 dní; příplatek za odklad platby činí ${czk(fees.paymentPause)}.
- **Dobírka:** zaplatíte při převzetí zásilky; poplatek za dobírku činí ${czk(fees.cashOnDelivery)}. U zboží doručovaného spediční službou není dobírka možná.
- **Platba předem:** částku uhradíte převodem na účet uvedený v potvrzení objednávky; zboží odešleme po připsání platby.

Nákup na splátky a odklad platby jsou spotřebitelským úvěrem podle zákona č. 257/2016 Sb., o spotřebitelském úvěru. Před uzavřením smlouvy vám poskytneme formulář pro standardní informace o spotřebitelském úvěru včetně RPSN; od smlouvy o úvěru můžete odstoupit do 14 dnů bez udání důvodu. Před přijetím objednávky na fakturu, na splátky nebo s odkladem platby ověřujeme vaši totožnost a úvěruschopnost (viz [Zásady ochrany osobních údajů](/content/datenschutzhinweise)); podle výsledku vám můžeme nabídnout jen některé způsoby platby. Při prodlení s platbou vám můžeme účtovat úrok z prodlení ve výši stanovené nařízením vlády č. 351/2013 Sb.

## 5. Dodání zboží

Doručujeme na adresy v České republice. Standardní doručení trvá obvykle 3–5 pracovních dnů, expresní doručení 1–2 pracovní dny od uzavření smlouvy; předpokládanou dobu dodání každého zboží vidíte na jeho stránce a v košíku. Nábytek a matrace přiveze spediční služba po telefonické domluvě termínu až do bytu; expresní doručení u nich není možné. Na přání odvezeme vaši starou matraci nebo lamelový rošt k likvidaci za ${czk(fees.disposalServicePerPiece)} za kus. Nemůžeme-li objednané zboží dodat, neprodleně vás informujeme a již zaplacenou částku vám bez zbytečného odkladu vrátíme.

Nebezpečí škody na zboží na vás přechází převzetím zboží. Vlastnické právo ke zboží nabýváte úplným zaplacením kupní ceny. Doporučujeme zkontrolovat zásilku při převzetí a zjevné poškození obalu oznámit přepravci; vaše práva z vadného plnění tím nejsou dotčena.

## 6. Odstoupení od smlouvy

Od kupní smlouvy můžete odstoupit bez udání důvodu do 14 dnů od převzetí zboží. Podrobnosti a vzorový formulář najdete v [Poučení o odstoupení od smlouvy](/content/widerrufsbelehrung). Vrácení zboží je pro vás zdarma.

## 7. Práva z vadného plnění a reklamační řád

Odpovídáme vám za to, že zboží při převzetí nemá vady, zejména že odpovídá ujednanému popisu, druhu, množství, jakosti a funkčnosti, je vhodné k účelu, pro který je požadujete a s nímž jsme souhlasili, i k účelu, k němuž se zboží tohoto druhu obvykle používá, a že je dodáno s ujednaným příslušenstvím a návodem k použití (§ 2161 občanského zákoníku). Právo z vadného plnění můžete uplatnit u vady, která se projeví do 24 měsíců od převzetí zboží. Projeví-li se vada během jednoho roku od převzetí, má se za to, že zboží bylo vadné již při převzetí, ledaže to povaha zboží nebo vady vylučuje.

Práva z vadného plnění vám nenáležejí, jde-li o opotřebení způsobené obvyklým užíváním, o vadu, pro kterou byla u zboží ujednána nižší cena, nebo o vadu, kterou jste sami způsobili, například nedodržením návodu k ošetřování.

**Jak reklamovat:** vadu nám oznamte e-mailem na ${mail}, telefonicky na čísle ${tel} nebo [kontaktním formulářem](/contact). Pošleme vám štítek, se kterým nám zboží zašlete zdarma; velké kusy si vyzvedneme u vás. Uplatnění reklamace vám potvrdíme v textové podobě s uvedením data, obsahu reklamace a požadovaného způsobu vyřízení. Reklamaci vyřídíme bez zbytečného odkladu, nejpozději do 30 dnů od jejího uplatnění, nedohodneme-li se na delší lhůtě. O vyřízení vám vydáme potvrzení s datem a způsobem vyřízení, případně s písemným odůvodněním zamítnutí. Máte právo na náhradu nákladů účelně vynaložených při uplatnění práva z vadného plnění.

**Vaše práva:** můžete požadovat odstranění vady dodáním nového zboží bez vady nebo opravou. Zvolený způsob můžeme odmítnout, je-li nemožný nebo ve srovnání s druhým nepřiměřeně nákladný; odstranění vady můžeme odmítnout, je-li nemožné nebo nepřiměřeně nákladné. Přiměřenou slevu nebo odstoupení od smlouvy můžete požadovat, jestliže jsme vadu odmítli odstranit nebo ji neodstranili v souladu se zákonem, vada se projeví opakovaně, vada je podstatným porušením smlouvy nebo je z našeho prohlášení či z okolností zřejmé, že vadu neodstraníme v přiměřené době nebo bez značných obtíží pro vás. Pro nevýznamnou vadu od smlouvy odstoupit nelze. Nevyřídíme-li reklamaci včas, máte stejná práva, jako by šlo o podstatné porušení smlouvy.

Případná záruka za jakost poskytnutá výrobcem vaše zákonná práva z vadného plnění nijak neomezuje.

## 8. Odpovědnost

Za újmu odpovídáme v rozsahu stanoveném právními předpisy, zejména občanským zákoníkem. Odpovědnost za újmu na životě, zdraví a za újmu způsobenou úmyslně nebo z hrubé nedbalosti nelze vyloučit ani omezit.

## 9. Slevové kódy

Slevové kódy a akční poukazy nelze směnit za hotovost. Uplatnit je lze do data jejich platnosti a jeden kód na objednávku, není-li u akce uvedeno jinak.

## 10. Ochrana osobních údajů

Jak zpracováváme vaše osobní údaje, se dozvíte v [Zásadách ochrany osobních údajů](/content/datenschutzhinweise).

## 11. Dozor a mimosoudní řešení sporů

Dozor nad dodržováním povinností vůči spotřebitelům vykonává Česká obchodní inspekce, [www.coi.cz](https://www.coi.cz). Spor, který se nepodaří vyřešit dohodou, můžete předložit k mimosoudnímu řešení České obchodní inspekci, [adr.coi.cz](https://adr.coi.cz), nebo se obrátit na [Evropské spotřebitelské centrum ČR](https://evropskyspotrebitel.cz).

## 12. Rozhodné právo a závěrečná ustanovení

Smlouva se řídí právem České republiky s vyloučením Úmluvy OSN o smlouvách o mezinárodní koupi zboží; kogentní ustanovení na ochranu spotřebitele státu, v němž máte obvyklé bydliště, zůstávají nedotčena. Žalobu proti nám můžete podat u soudu podle svého bydliště i podle našeho sídla; my vás můžeme žalovat jen u soudu podle vašeho bydliště. Na smlouvu se použijí podmínky ve znění účinném v den odeslání objednávky.

Účinné od: 1. listopadu 2026`),
      ],
    },
    {
      slug: 'datenschutzhinweise',
      title: 'Zásady ochrany osobních údajů',
      description: `Jak ${shop.brand} zpracovává vaše osobní údaje, k jakým účelům, na jak dlouho a jaká máte práva podle GDPR.`,
      content: [
        toc,
        richtext(`## Správce

${address}
E-mail: ${mail}, telefon: ${tel}

Našeho pověřence pro ochranu osobních údajů zastihnete na stejné adrese s označením „Ochrana osobních údajů“ nebo e-mailem na ${mail}. Osobní údaje zpracováváme podle nařízení (EU) 2016/679 (GDPR) a zákona č. 110/2019 Sb., o zpracování osobních údajů.

## Jaké údaje zpracováváme a proč

- **Objednávka a doručení:** jméno, adresa, e-mail, telefon, objednané zboží a platební údaje, abychom mohli vyřídit vaši objednávku, doručení, vrácení a reklamace (čl. 6 odst. 1 písm. b) GDPR).
- **Zákaznický účet:** přihlašovací údaje a historie objednávek, dokud účet používáte (čl. 6 odst. 1 písm. b) GDPR).
- **Nákup na fakturu, na splátky a s odkladem platby:** ověření totožnosti a úvěruschopnosti před přijetím objednávky; u nákupu na splátky a s odkladem platby nám to ukládá zákon č. 257/2016 Sb. (čl. 6 odst. 1 písm. c) GDPR), u nákupu na fakturu jde o náš oprávněný zájem na ochraně před nezaplacením (čl. 6 odst. 1 písm. f) GDPR).
- **Účetnictví a daně:** faktury a doklady o platbách (čl. 6 odst. 1 písm. c) GDPR).
- **Newsletter:** vaše e-mailová adresa, jen s vaším souhlasem a po jeho potvrzení (čl. 6 odst. 1 písm. a) GDPR, § 7 zákona č. 480/2004 Sb.); odhlásit se můžete kdykoli.
- **Zákaznický servis:** vaše zprávy a naše odpovědi, abychom vyřídili váš požadavek (čl. 6 odst. 1 písm. b) a f) GDPR).
- **Bezpečnost:** technické záznamy (IP adresa, čas, navštívená stránka) nejdéle 30 dní, abychom rozpoznali a odvrátili útoky (čl. 6 odst. 1 písm. f) GDPR).

## Ověření úvěruschopnosti

Při volbě nákupu na fakturu, na splátky nebo s odkladem platby posuzujeme automatizovaně podle vašich údajů a dosavadních plateb pravděpodobnost řádného zaplacení. Podle výsledku vám nabídneme jen některé způsoby platby; platba předem a dobírka zůstávají vždy možné. Máte právo na lidský přezkum tohoto rozhodnutí, vyjádřit svůj názor a rozhodnutí napadnout (čl. 22 GDPR).

## Cookies a podobné technologie

Technicky nezbytné cookies (košík, přihlášení, vaše volba cookies) používáme bez souhlasu podle § 89 odst. 3 zákona č. 127/2005 Sb., o elektronických komunikacích. Ostatní cookies – pro statistiku, pohodlnější funkce a personalizovaná doporučení – ukládáme jen s vaším souhlasem, který můžete kdykoli odvolat v nastavení cookies. Sledování můžete odmítnout také na stránce [Nesouhlas se sledováním](/optout).

## Obchodní sdělení

Newsletter vám zasíláme jen s vaším souhlasem. Jste-li naším zákazníkem, můžeme vám na e-mail, který jste uvedli u objednávky, posílat nabídky podobného zboží; proti tomu můžete kdykoli bezplatně vznést námitku odkazem v každém e-mailu nebo na stránce [Odhlášení z newsletteru](/newsletter/unsubscribe).

## Příjemci

Údaje předáváme jen v rozsahu nezbytném pro splnění smlouvy: přepravcům a spedičním službám, poskytovatelům platebních služeb a úvěrovým registrům, IT dodavatelům jako zpracovatelům a orgánům veřejné moci, ukládá-li nám to zákon. Údaje nepředáváme do zemí mimo Evropský hospodářský prostor.

## Doba uložení

Faktury a účetní doklady uchováváme po dobu stanovenou daňovými a účetními předpisy, nejdéle 10 let od konce roku, v němž byla objednávka vyřízena. Údaje potřebné k uplatnění nebo obhajobě právních nároků uchováváme do uplynutí promlčecích lhůt. Údaje zákaznického účtu vymažeme po jeho zrušení, nemusíme-li je uchovávat ze zákona. Údaje pro newsletter vymažeme po vašem odhlášení.

## Povinnost poskytnout údaje

Údaje potřebné k uzavření a splnění smlouvy nám poskytnout musíte, jinak objednávku nemůžeme vyřídit. Poskytnutí ostatních údajů je dobrovolné.

## Vaše práva

Máte právo na přístup ke svým osobním údajům, jejich opravu, výmaz, omezení zpracování, přenositelnost a právo vznést námitku proti zpracování založenému na oprávněném zájmu, a to i proti přímému marketingu. Udělený souhlas můžete kdykoli odvolat s účinky do budoucna. Stačí nám napsat na ${mail}.

Domníváte-li se, že vaše údaje zpracováváme v rozporu s právem, můžete podat stížnost u Úřadu pro ochranu osobních údajů, Pplk. Sochora 727/27, 170 00 Praha 7, [uoou.gov.cz](https://uoou.gov.cz). Vedoucím dozorovým úřadem pro naši společnost je ${seat.dataProtectionAuthority}.

Aktualizováno: listopad 2026`),
      ],
    },
    {
      slug: 'widerrufsbelehrung',
      title: 'Poučení o odstoupení od smlouvy',
      description: `Vaše právo odstoupit od smlouvy s ${shop.brand}: 14 dnů bez udání důvodu, vrácení zboží zdarma, vzorový formulář pro odstoupení od smlouvy.`,
      content: [
        richtext(`## Právo odstoupit od smlouvy

Máte právo odstoupit od této smlouvy bez udání důvodu ve lhůtě 14 dnů. Lhůta pro odstoupení od smlouvy činí 14 dnů ode dne, kdy vy nebo vámi určená třetí osoba (jiná než dopravce) převezmete zboží. Dodáváme-li zboží z jedné objednávky v několika zásilkách, běží lhůta ode dne převzetí poslední zásilky. Od smlouvy můžete odstoupit i před převzetím zboží.

Pro účely uplatnění práva na odstoupení od smlouvy musíte o svém odstoupení od této smlouvy informovat nás (${addressLine}, e-mail: ${mail}, telefon: ${phone}) formou jednostranného právního jednání (například dopisem zaslaným prostřednictvím provozovatele poštovních služeb nebo e-mailem); můžete využít také náš [kontaktní formulář](/contact). Můžete použít níže uvedený vzorový formulář pro odstoupení od smlouvy, jeho použití však není povinné. Pokud nám odstoupení zašlete elektronicky, jeho přijetí vám bez zbytečného odkladu potvrdíme. Aby byla dodržena lhůta pro odstoupení od této smlouvy, postačuje odeslat odstoupení od smlouvy před uplynutím příslušné lhůty. Za odstoupení považujeme i včasné vrácení zboží s vyplněným dokladem pro vrácení.

## Důsledky odstoupení od smlouvy

Pokud odstoupíte od této smlouvy, vrátíme vám bez zbytečného odkladu, nejpozději do 14 dnů ode dne, kdy nám došlo vaše oznámení o odstoupení od smlouvy, všechny platby, které jsme od vás obdrželi, včetně nákladů na dodání (kromě dodatečných nákladů vzniklých v důsledku vámi zvoleného způsobu dodání, který je jiný než nejlevnější způsob standardního dodání, který nabízíme). Pro vrácení plateb použijeme stejný platební prostředek, který jste použili pro provedení počáteční transakce, pokud jste výslovně neurčili jinak. V žádném případě vám tím nevzniknou další náklady. Platbu vám vrátíme až po obdržení vráceného zboží nebo prokážete-li, že jste zboží odeslali zpět, podle toho, co nastane dříve. Odstoupením od kupní smlouvy zaniká i sjednaný nákup na splátky nebo odklad platby, a to bez dalších nákladů.

Zboží nám zašlete zpět bez zbytečného odkladu, nejpozději do 14 dnů ode dne, kdy jste nám sdělili odstoupení od této smlouvy. Lhůta se považuje za zachovanou, pokud zboží odešlete před uplynutím 14 dnů. **Náklady spojené s vrácením zboží neseme my.** Zboží doručené spediční službou si u vás vyzvedneme.

Odpovídáte pouze za snížení hodnoty zboží v důsledku nakládání s tímto zbožím jiným způsobem, než který je nutný k obeznámení se s povahou a vlastnostmi zboží, včetně jeho funkčnosti.

## Výjimky z práva na odstoupení

Od smlouvy nelze odstoupit u zboží upraveného podle vašeho přání nebo pro vaši osobu (například zboží na míru) a u zboží dodaného v uzavřeném obalu, které z hygienických důvodů nelze vrátit, jestliže jste je z obalu vyňali (například spodní prádlo a plavky s porušenou hygienickou páskou), § 1837 písm. d) a g) občanského zákoníku.

---

## Vzorový formulář pro odstoupení od smlouvy

(vyplňte tento formulář a pošlete jej zpět pouze v případě, že chcete odstoupit od smlouvy)

- Adresát: ${addressLine}, e-mail: ${email}
- Oznamuji/oznamujeme, že tímto odstupuji/odstupujeme od smlouvy o nákupu tohoto zboží/o poskytnutí těchto služeb: …
- Datum objednání/datum obdržení: …
- Jméno a příjmení spotřebitele/spotřebitelů: …
- Adresa spotřebitele/spotřebitelů: …
- Podpis spotřebitele/spotřebitelů (pouze pokud je tento formulář zasílán v listinné podobě): …
- Datum: …

Nehodící se škrtněte nebo údaje doplňte. Poučení a formulář odpovídají vzoru podle nařízení vlády č. 363/2013 Sb.`),
      ],
    },
    {
      slug: 'barrierefreiheitserklaerung',
      title: 'Prohlášení o přístupnosti',
      description: `Jak přístupný je e-shop ${shop.brand}, které obsahy zatím přístupné nejsou a jak nám můžete nahlásit překážky.`,
      content: [
        richtext(`## Stav souladu s požadavky

Společnost ${shop.legalName} usiluje o to, aby její e-shop byl přístupný v souladu se zákonem č. 424/2023 Sb., o požadavcích na přístupnost některých výrobků a služeb. Vycházíme z harmonizované normy EN 301 549 a ze zásad Web Content Accessibility Guidelines (WCAG) 2.1 na úrovni AA.

Tento e-shop je s uvedenými požadavky **ve značné míře v souladu**. Všechny stránky lze ovládat klávesnicí a mají odkazy pro přeskočení na hlavní obsah a kategorie. Formulářová pole mají popisky, chybová hlášení čtou i čtečky obrazovky a obsah lze zvětšit na 200 % bez ztráty funkcí. Obrázky mají textové alternativy a barvy splňují požadovaný kontrast. Objednávku, platbu i zákaznický účet lze ovládat stejně přístupně jako ostatní stránky.

## Nepřístupný obsah

- Fotografie zboží neukazují každý detail, který je patrný jen z obrázku (například vzor); nejdůležitější údaje najdete v popisu zboží.
- Starší faktury ve formátu PDF nejsou plně strukturované pro čtečky obrazovky; na požádání vám je zašleme v přístupném formátu.

## Vypracování prohlášení

Toto prohlášení bylo vypracováno 24. listopadu 2026 na základě vlastního posouzení pomocí automatických testovacích nástrojů a testů s klávesnicí a čtečkou obrazovky.

## Zpětná vazba a kontakt

Narazili jste na překážku? Napište nám na ${mail} nebo zavolejte na ${tel}. Odpovíme do 14 dnů.

## Dozor

Nebudete-li s naší odpovědí spokojeni, můžete podat podnět České obchodní inspekci, která dozoruje dodržování požadavků na přístupnost služeb elektronického obchodu: [www.coi.cz](https://www.coi.cz).`),
      ],
    },
  ];
}
