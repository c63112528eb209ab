import { formatPrice } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { localeMoney } from '@/lib/shop/shop-money';
import { richtext, tocBlock } from './seed-blocks';
import { COMPANY_FACTS, type SeedPage } from './seed-page';

const toc = tocBlock('Obsah');

/** What the pages say, in Slovak, about the company's home country (COMPANY_FACTS.rules is German). */
interface Seat {
  country: string;
  /** the laws the company is subject to in its home country */
  rules: string;
  /** COMPANY_FACTS.authority and .chamber with a Slovak explanation */
  authority?: string;
  chamber?: string;
  /** the lead data protection authority at the company's seat (Art. 56 GDPR) */
  dataProtectionAuthority: string;
}

const SEATS: Record<string, Seat> = {
  mirella: {
    country: 'Holandsko',
    authority: 'Autoriteit Consument & Markt (ACM), Den Haag – holandský úrad pre ochranu spotrebiteľa a trh',
    chamber: 'Kamer van Koophandel (holandská obchodná komora)',
    rules:
      'holandský zákon o obchodnom registri (Handelsregisterwet 2007), dostupný na [wetten.overheid.nl](https://wetten.overheid.nl)',
    dataProtectionAuthority:
      'Autoriteit Persoonsgegevens, Postbus 93374, 2509 AJ Den Haag, Holandsko, [autoriteitpersoonsgegevens.nl](https://www.autoriteitpersoonsgegevens.nl)',
  },
  casaluna: {
    country: 'Nemecko',
    authority: 'Kreisverwaltungsreferat der Landeshauptstadt München (živnostenský úrad mesta Mníchov)',
    chamber: 'IHK für München und Oberbayern (Priemyselná a obchodná komora pre Mníchov a Horné Bavorsko)',
    rules:
      'nemecký živnostenský poriadok (Gewerbeordnung, GewO), dostupný na [www.gesetze-im-internet.de](https://www.gesetze-im-internet.de)',
    dataProtectionAuthority:
      'Bayerisches Landesamt für Datenschutzaufsicht (BayLDA), Promenade 18, 91522 Ansbach, Nemecko, [www.lda.bayern.de](https://www.lda.bayern.de)',
  },
};
const OTHER_SEAT: Seat = {
  country: '',
  rules: 'právne predpisy štátu, v ktorom má spoločnosť sídlo',
  dataProtectionAuthority:
    'dozorný orgán pre ochranu osobných údajov v štáte, v ktorom má naša spoločnosť sídlo',
};

/** The legal pages of a shop selling to consumers in Slovakia (sk-SK): provider data, terms, privacy, withdrawal, accessibility. */
export function legalPagesSkSk(shop: ShopConfig): SeedPage[] {
  const facts = COMPANY_FACTS[shop.family] ?? COMPANY_FACTS.lindgard!;
  const seat = SEATS[shop.family] ?? OTHER_SEAT;
  const money = localeMoney(shop.locale);
  const eur = (cents: number) => formatPrice(cents, money);
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
      title: 'Údaje o prevádzkovateľovi',
      description: `Údaje o prevádzkovateľovi e-shopu ${shop.brand}: ${shop.legalName}, sídlo, zápis v obchodnom registri, IČ DPH, orgány dozoru a alternatívne riešenie sporov.`,
      content: [
        richtext(`## Prevádzkovateľ e-shopu

${address}

## Kontakt

Telefón: ${tel}
E-mail: ${mail}
Kontaktný formulár: [napíšte nám](/contact)

## Údaje o spoločnosti

- Zápis v obchodnom registri: ${facts.register}
- IČ DPH: ${facts.vatId}
- Štatutárny orgán (konatelia): ${facts.managingDirectors}
- Predmet podnikania: zásielkový predaj odevov, obuvi, doplnkov a bytových potrieb
- Príslušná komora: ${seat.chamber ?? facts.chamber}
- Príslušný úrad v štáte sídla: ${seat.authority ?? facts.authority}
- Právne predpisy v štáte sídla: ${seat.rules}

## Bankové spojenie

${shop.bank.bankName}
Majiteľ účtu: ${shop.bank.payee}
IBAN: ${shop.bank.iban}
BIC: ${shop.bank.bic}

## Orgány dozoru na Slovensku

Dodržiavanie povinností voči spotrebiteľom kontroluje Slovenská obchodná inšpekcia (SOI), Prievozská 32, 827 99 Bratislava, [www.soi.sk](https://www.soi.sk). Spracúvanie osobných údajov kontroluje Úrad na ochranu osobných údajov Slovenskej republiky, [dataprotection.gov.sk](https://dataprotection.gov.sk).

## Alternatívne riešenie spotrebiteľských sporov

Ak nie ste spokojní so spôsobom, akým sme vybavili vašu reklamáciu, alebo sa domnievate, že sme porušili vaše práva, môžete nás požiadať o nápravu na ${mail}. Ak vašu žiadosť zamietneme alebo na ňu neodpovieme do 30 dní od jej odoslania, môžete podať návrh na začatie alternatívneho riešenia sporu podľa zákona č. 391/2015 Z. z. o alternatívnom riešení spotrebiteľských sporov. Subjektom alternatívneho riešenia sporov je Slovenská obchodná inšpekcia, [www.soi.sk](https://www.soi.sk), alebo iná oprávnená právnická osoba zapísaná v zozname vedenom Ministerstvom hospodárstva Slovenskej republiky; máte právo vybrať si. Návrh môžete podať do jedného roka od doručenia našej zamietavej odpovede alebo od márneho uplynutia lehoty na odpoveď. Keďže naša spoločnosť sídli v inom členskom štáte EÚ, bezplatne vám môže pomôcť aj [Európske spotrebiteľské centrum v SR](https://www.esc-sr.sk).

Údaje uvádzame podľa § 4 zákona č. 22/2004 Z. z. o elektronickom obchode a zákona č. 108/2024 Z. z. o ochrane spotrebiteľa.`),
      ],
    },
    {
      slug: 'agb',
      title: 'Všeobecné obchodné podmienky',
      description: `Všeobecné obchodné podmienky e-shopu ${shop.brand} pre nákupy online, telefonicky a cez objednávkový formulár vrátane reklamačného poriadku.`,
      content: [
        toc,
        richtext(`## 1. Úvodné ustanovenia

Tieto všeobecné obchodné podmienky (ďalej len „podmienky“) upravujú práva a povinnosti medzi spoločnosťou ${shop.legalName} so sídlom ${seatLine} (zápis v obchodnom registri: ${facts.register}; ďalej len „my“ alebo „obchodník“) a vami ako kupujúcim pri nákupe v e-shope ${shop.brand}, telefonicky alebo cez [objednávkový formulár](/directorderform). Podmienky sú určené spotrebiteľom v zmysle zákona č. 108/2024 Z. z. o ochrane spotrebiteľa; vzťahy s nimi sa riadia najmä týmto zákonom a zákonom č. 40/1964 Zb. Občiansky zákonník. Tovar predávame v množstve obvyklom pre domácnosť a len osobám starším ako 18 rokov. Zmluvu uzatvárame v slovenskom jazyku. Odchylné dojednania v kúpnej zmluve majú pred podmienkami prednosť.

## 2. Uzavretie kúpnej zmluvy

Prezentácia tovaru v e-shope, v katalógu a v reklame má informatívny charakter a nie je návrhom na uzavretie zmluvy. Objednávku v e-shope zostavíte v košíku; pred jej odoslaním si v súhrne skontrolujete tovar, cenu, náklady na doručenie a zvolený spôsob platby a môžete opraviť všetky zadané údaje. Kliknutím na tlačidlo „Objednávka s povinnosťou platby“ nám pošlete záväzný návrh na uzavretie kúpnej zmluvy.

Prijatie objednávky vám bezodkladne potvrdíme e-mailom; toto potvrdenie ešte nie je prijatím návrhu. Kúpna zmluva je uzavretá, keď vám prijatie objednávky výslovne potvrdíme alebo keď vám tovar odošleme. Ak objednávku neprijmeme do piatich pracovných dní od jej odoslania, už nie ste ňou viazaní. Objednávku prijatú telefonicky vám bez zbytočného odkladu potvrdíme e-mailom.

Uzavretú zmluvu archivujeme v elektronickej podobe; tretím osobám nie je prístupná. Tieto podmienky a potvrdenie objednávky vám pošleme e-mailom, svoje objednávky nájdete aj v [zákazníckom účte](/customer). Náklady na prostriedky komunikácie na diaľku (telefón, internet) znášate sami podľa tarify svojho operátora; žiadne poplatky navyše neúčtujeme.

## 3. Ceny a náklady na doručenie

Všetky ceny sú konečné, v eurách a vrátane DPH. Za doručenie účtujeme ${eur(fees.shipping)} za objednávku; od hodnoty tovaru ${eur(fees.freeShippingFrom)} doručujeme zadarmo. Za tovar doručovaný špedíciou účtujeme jednorazovo ${eur(fees.freight)} za objednávku, za expresné doručenie ${eur(fees.expressDelivery)}. Minimálna hodnota objednávky je ${eur(fees.minOrderValue)}. Celkovú cenu vrátane všetkých nákladov vidíte v súhrne objednávky pred jej odoslaním.

## 4. Platobné podmienky

- **Nákup na faktúru:** kúpnu cenu uhradíte prevodom v lehote splatnosti uvedenej na faktúre.
- **Nákup na splátky:** cenu zaplatíte v šiestich mesačných splátkach; príplatok za splátky vidíte v košíku.
- **Odklad platby:** cenu zaplatíte až o 100 dní; príplatok za odklad platby je ${eur(fees.paymentPause)}.
- **Dobierka:** zaplatíte pri prevzatí zásielky; poplatok za dobierku je ${eur(fees.cashOnDelivery)}. Pri tovare doručovanom špedíciou nie je dobierka možná.
- **Platba vopred:** sumu uhradíte prevodom na účet uvedený v potvrdení objednávky; tovar odošleme po pripísaní platby.

Nákup na splátky a odklad platby sú spotrebiteľským úverom podľa zákona č. 129/2010 Z. z. o spotrebiteľských úveroch. Pred uzavretím zmluvy vám poskytneme formulár so štandardnými informáciami o spotrebiteľskom úvere vrátane RPMN; od zmluvy o úvere môžete odstúpiť do 14 dní bez uvedenia dôvodu. Pred prijatím objednávky na faktúru, na splátky alebo s odkladom platby overujeme vašu totožnosť a schopnosť splácať (pozri [Zásady ochrany osobných údajov](/content/datenschutzhinweise)); podľa výsledku vám môžeme ponúknuť len niektoré spôsoby platby. Pri omeškaní s platbou vám môžeme účtovať úroky z omeškania vo výške podľa nariadenia vlády SR č. 87/1995 Z. z.

## 5. Doručenie tovaru

Doručujeme na adresy na Slovensku. Štandardné doručenie trvá spravidla 3–5 pracovných dní, expresné doručenie 1–2 pracovné dni od uzavretia zmluvy; predpokladanú dobu dodania každého tovaru vidíte na jeho stránke a v košíku. Nábytok a matrace privezie špedícia po telefonickom dohovore termínu až do bytu; expresné doručenie pri nich nie je možné. Na želanie odvezieme vašu starú matrac alebo lamelový rošt na likvidáciu za ${eur(fees.disposalServicePerPiece)} za kus. Ak objednaný tovar nemôžeme dodať, bezodkladne vás budeme informovať a už zaplatenú sumu vám bez zbytočného odkladu vrátime.

Nebezpečenstvo poškodenia tovaru prechádza na vás jeho prevzatím. Vlastnícke právo k tovaru nadobúdate úplným zaplatením kúpnej ceny. Odporúčame skontrolovať zásielku pri prevzatí a zjavné poškodenie obalu oznámiť dopravcovi; vaše práva zo zodpovednosti za vady tým nie sú dotknuté.

## 6. Odstúpenie od zmluvy

Od kúpnej zmluvy môžete odstúpiť bez uvedenia dôvodu do 14 dní od prevzatia tovaru. Podrobnosti a vzorový formulár nájdete v [Poučení o odstúpení od zmluvy](/content/widerrufsbelehrung). Vrátenie tovaru je pre vás zadarmo.

## 7. Zodpovednosť za vady a reklamačný poriadok

Zodpovedáme za to, že tovar pri prevzatí nemá vady, najmä že zodpovedá dohodnutému opisu, druhu, množstvu, akosti a funkčnosti, je vhodný na účel, na ktorý ho požadujete a s ktorým sme súhlasili, aj na účel, na ktorý sa tovar tohto druhu obvykle používa, a že je dodaný s dohodnutým príslušenstvom a návodom na použitie. Práva zo zodpovednosti za vady môžete uplatniť pri vade, ktorá sa prejaví do 24 mesiacov od prevzatia tovaru.

Práva zo zodpovednosti za vady vám nepatria pri opotrebení spôsobenom obvyklým používaním, pri vade, pre ktorú bola pri tovare dohodnutá nižšia cena, ani pri vade, ktorú ste sami spôsobili, napríklad nedodržaním návodu na ošetrovanie.

**Ako reklamovať:** vadu nám oznámte e-mailom na ${mail}, telefonicky na čísle ${tel} alebo cez [kontaktný formulár](/contact). Pošleme vám štítok, s ktorým nám tovar pošlete zadarmo; veľké kusy si vyzdvihneme u vás. Uplatnenie reklamácie vám bezodkladne potvrdíme na trvanlivom nosiči. Reklamáciu vybavíme bez zbytočného odkladu, najneskôr do 30 dní odo dňa jej uplatnenia, a o jej vybavení vám vydáme písomný doklad. Ak reklamáciu v tejto lehote nevybavíme, máte právo od zmluvy odstúpiť. Náklady spojené s reklamáciou, ktorá bola uplatnená oprávnene, znášame my.

**Vaše práva:** môžete požadovať odstránenie vady opravou alebo výmenou tovaru. Zvolený spôsob môžeme odmietnuť, ak je nemožný alebo v porovnaní s druhým spôsobom neprimerane nákladný. Primeranú zľavu z ceny alebo odstúpenie od zmluvy môžete požadovať, ak sme vadu odmietli odstrániť alebo ju neodstránili v súlade so zákonom, ak sa vada prejaví opakovane, ak je vada takej závažnej povahy, že to odôvodňuje okamžitú zľavu alebo odstúpenie, alebo ak je z nášho vyhlásenia či z okolností zrejmé, že vadu neodstránime v primeranom čase alebo bez značných ťažkostí pre vás. Pre nepodstatnú vadu od zmluvy odstúpiť nemôžete.

Prípadná záruka poskytnutá výrobcom vaše zákonné práva zo zodpovednosti za vady nijako neobmedzuje.

## 8. Zodpovednosť za škodu

Za škodu zodpovedáme v rozsahu ustanovenom právnymi predpismi, najmä Občianskym zákonníkom. Zodpovednosť za škodu na živote a zdraví a za škodu spôsobenú úmyselne alebo z hrubej nedbanlivosti nemožno vylúčiť ani obmedziť.

## 9. Zľavové kódy

Zľavové kódy a akciové poukážky nemožno vymeniť za hotovosť. Uplatniť ich možno do dátumu ich platnosti a jeden kód na objednávku, ak pri akcii nie je uvedené inak.

## 10. Ochrana osobných údajov

Ako spracúvame vaše osobné údaje, sa dozviete v [Zásadách ochrany osobných údajov](/content/datenschutzhinweise).

## 11. Orgán dozoru a alternatívne riešenie sporov

Orgánom dozoru je Slovenská obchodná inšpekcia, [www.soi.sk](https://www.soi.sk). Spor, ktorý sa nepodarí vyriešiť dohodou, môžete po neúspešnej žiadosti o nápravu predložiť na alternatívne riešenie Slovenskej obchodnej inšpekcii alebo inému subjektu alternatívneho riešenia sporov; podrobnosti nájdete v [Údajoch o prevádzkovateľovi](/content/impressum). Pri cezhraničnom spore vám pomôže aj [Európske spotrebiteľské centrum v SR](https://www.esc-sr.sk).

## 12. Rozhodné právo a záverečné ustanovenia

Zmluva sa riadi právom Slovenskej republiky s vylúčením Dohovoru OSN o zmluvách o medzinárodnej kúpe tovaru; kogentné ustanovenia na ochranu spotrebiteľa štátu, v ktorom máte obvyklý pobyt, zostávajú nedotknuté. Žalobu proti nám môžete podať na súde podľa svojho bydliska aj podľa nášho sídla; my vás môžeme žalovať len na súde podľa vášho bydliska. Na zmluvu sa vzťahujú podmienky v znení účinnom v deň odoslania objednávky.

Účinné od: 1. novembra 2026`),
      ],
    },
    {
      slug: 'datenschutzhinweise',
      title: 'Zásady ochrany osobných údajov',
      description: `Ako ${shop.brand} spracúva vaše osobné údaje, na aké účely, ako dlho a aké máte práva podľa GDPR.`,
      content: [
        toc,
        richtext(`## Prevádzkovateľ

${address}
E-mail: ${mail}, telefón: ${tel}

Našu zodpovednú osobu pre ochranu osobných údajov zastihnete na rovnakej adrese s označením „Ochrana osobných údajov“ alebo e-mailom na ${mail}. Osobné údaje spracúvame podľa nariadenia (EÚ) 2016/679 (GDPR) a zákona č. 18/2018 Z. z. o ochrane osobných údajov.

## Aké údaje spracúvame a prečo

- **Objednávka a doručenie:** meno, adresa, e-mail, telefón, objednaný tovar a platobné údaje, aby sme mohli vybaviť vašu objednávku, doručenie, vrátenie a reklamácie (čl. 6 ods. 1 písm. b) GDPR).
- **Zákaznícky účet:** prihlasovacie údaje a história objednávok, kým účet používate (čl. 6 ods. 1 písm. b) GDPR).
- **Nákup na faktúru, na splátky a s odkladom platby:** overenie totožnosti a schopnosti splácať pred prijatím objednávky; pri nákupe na splátky a s odkladom platby nám to ukladá zákon č. 129/2010 Z. z. (čl. 6 ods. 1 písm. c) GDPR), pri nákupe na faktúru ide o náš oprávnený záujem na ochrane pred nezaplatením (čl. 6 ods. 1 písm. f) GDPR).
- **Účtovníctvo a dane:** faktúry a doklady o platbách (čl. 6 ods. 1 písm. c) GDPR).
- **Newsletter:** vaša e-mailová adresa, len s vaším súhlasom a po jeho potvrdení (čl. 6 ods. 1 písm. a) GDPR); odhlásiť sa môžete kedykoľvek.
- **Zákaznícky servis:** vaše správy a naše odpovede, aby sme vybavili vašu požiadavku (čl. 6 ods. 1 písm. b) a f) GDPR).
- **Bezpečnosť:** technické záznamy (IP adresa, čas, navštívená stránka) najviac 30 dní, aby sme rozpoznali a odvrátili útoky (čl. 6 ods. 1 písm. f) GDPR).

## Overenie schopnosti splácať

Pri voľbe nákupu na faktúru, na splátky alebo s odkladom platby automatizovane posudzujeme podľa vašich údajov a doterajších platieb pravdepodobnosť riadneho zaplatenia. Podľa výsledku vám ponúkneme len niektoré spôsoby platby; platba vopred a dobierka zostávajú vždy možné. Máte právo na ľudské preskúmanie tohto rozhodnutia, vyjadriť svoj názor a rozhodnutie napadnúť (čl. 22 GDPR).

## Cookies a podobné technológie

Technicky nevyhnutné cookies (košík, prihlásenie, vaša voľba cookies) používame bez súhlasu podľa § 109 ods. 8 zákona č. 452/2021 Z. z. o elektronických komunikáciách. Ostatné cookies – na štatistiku, pohodlnejšie funkcie a prispôsobené odporúčania – ukladáme len s vaším súhlasom, ktorý môžete kedykoľvek odvolať v nastaveniach cookies. Sledovanie môžete odmietnuť aj na stránke [Nesúhlas so sledovaním](/optout).

## Obchodné oznámenia

Newsletter vám posielame len s vaším súhlasom. Ak ste naším zákazníkom, môžeme vám na e-mail, ktorý ste uviedli pri objednávke, posielať ponuky podobného tovaru; proti tomu môžete kedykoľvek bezplatne namietať odkazom v každom e-maile alebo na stránke [Odhlásenie z newslettera](/newsletter/unsubscribe).

## Príjemcovia

Údaje poskytujeme len v rozsahu nevyhnutnom na splnenie zmluvy: dopravcom a špedíciám, poskytovateľom platobných služieb a úverovým registrom, IT dodávateľom ako sprostredkovateľom a orgánom verejnej moci, ak nám to ukladá zákon. Údaje neprenášame do krajín mimo Európskeho hospodárskeho priestoru.

## Doba uchovávania

Faktúry a účtovné doklady uchovávame počas doby stanovenej daňovými a účtovnými predpismi, najviac 10 rokov od konca roka, v ktorom bola objednávka vybavená. Údaje potrebné na uplatnenie alebo obhajobu právnych nárokov uchovávame do uplynutia premlčacích lehôt. Údaje zákazníckeho účtu vymažeme po jeho zrušení, ak ich nemusíme uchovávať zo zákona. Údaje pre newsletter vymažeme po vašom odhlásení.

## Povinnosť poskytnúť údaje

Údaje potrebné na uzavretie a splnenie zmluvy nám poskytnúť musíte, inak objednávku nemôžeme vybaviť. Poskytnutie ostatných údajov je dobrovoľné.

## Vaše práva

Máte právo na prístup k svojim osobným údajom, ich opravu, vymazanie, obmedzenie spracúvania, prenosnosť a právo namietať proti spracúvaniu založenému na oprávnenom záujme vrátane priameho marketingu. Udelený súhlas môžete kedykoľvek odvolať s účinkami do budúcnosti. Stačí nám napísať na ${mail}.

Ak sa domnievate, že vaše údaje spracúvame v rozpore s právom, môžete podať návrh na začatie konania Úradu na ochranu osobných údajov Slovenskej republiky, Hraničná 12, 820 07 Bratislava 27, [dataprotection.gov.sk](https://dataprotection.gov.sk). Vedúcim dozorným orgánom pre našu spoločnosť je ${seat.dataProtectionAuthority}.

Aktualizované: november 2026`),
      ],
    },
    {
      slug: 'widerrufsbelehrung',
      title: 'Poučenie o odstúpení od zmluvy',
      description: `Vaše právo odstúpiť od zmluvy s ${shop.brand}: 14 dní bez uvedenia dôvodu, vrátenie tovaru zadarmo, vzorový formulár na odstúpenie od zmluvy.`,
      content: [
        richtext(`## Právo na odstúpenie od zmluvy

Máte právo odstúpiť od tejto zmluvy bez uvedenia dôvodu v lehote 14 dní. Lehota na odstúpenie od zmluvy uplynie 14 dní odo dňa, keď vy alebo vami určená tretia osoba s výnimkou dopravcu prevezmete tovar. Ak dodávame tovar z jednej objednávky vo viacerých zásielkach, lehota plynie odo dňa prevzatia poslednej zásielky. Od zmluvy môžete odstúpiť aj pred prevzatím tovaru.

Pri uplatnení práva na odstúpenie od zmluvy nás (${addressLine}, e-mail: ${mail}, telefón: ${phone}) informujte o svojom rozhodnutí odstúpiť od tejto zmluvy jednoznačným vyhlásením (napríklad listom zaslaným poštou alebo e-mailom); môžete použiť aj náš [kontaktný formulár](/contact). Na tento účel môžete použiť vzorový formulár na odstúpenie od zmluvy uvedený nižšie, jeho použitie však nie je povinné. Ak nám odstúpenie pošlete elektronicky, jeho prijatie vám bezodkladne potvrdíme. Lehota na odstúpenie od zmluvy je zachovaná, ak oznámenie o uplatnení práva na odstúpenie od zmluvy odošlete pred jej uplynutím. Za odstúpenie považujeme aj včasné vrátenie tovaru s vyplneným dokladom na vrátenie.

## Dôsledky odstúpenia od zmluvy

Ak odstúpite od tejto zmluvy, vrátime vám všetky platby, ktoré ste uhradili v súvislosti s uzavretím zmluvy, najmä kúpnu cenu vrátane nákladov na doručenie tovaru k vám. To sa nevzťahuje na dodatočné náklady, ak ste si zvolili iný spôsob doručenia, ako je najlacnejší bežný spôsob doručenia, ktorý ponúkame. Platby vám vrátime bez zbytočného odkladu, najneskôr do 14 dní odo dňa, keď nám bude doručené vaše oznámenie o odstúpení od tejto zmluvy. Platby vrátime rovnakým spôsobom, aký ste použili pri svojej platbe, ak ste výslovne nesúhlasili s iným spôsobom; v žiadnom prípade vám tým nevzniknú ďalšie poplatky. Platbu vám vrátime až po doručení vráteného tovaru späť na našu adresu alebo po predložení dokladu o zaslaní vráteného tovaru, podľa toho, čo nastane skôr. Odstúpením od kúpnej zmluvy zaniká aj dojednaný nákup na splátky alebo odklad platby, a to bez ďalších nákladov.

Tovar nám pošlite späť najneskôr do 14 dní odo dňa, keď ste nám oznámili odstúpenie od tejto zmluvy. Lehota sa považuje za zachovanú, ak tovar odošlete pred jej uplynutím. **Náklady na vrátenie tovaru znášame my.** Tovar doručený špedíciou si u vás vyzdvihneme.

Zodpovedáte len za zníženie hodnoty tovaru v dôsledku takého zaobchádzania s ním, ktoré je nad rámec zaobchádzania potrebného na zistenie vlastností, charakteristík a funkčnosti tovaru.

## Výnimky z práva na odstúpenie

Od zmluvy nemôžete odstúpiť pri tovare zhotovenom podľa vašich osobitných požiadaviek alebo určenom osobitne pre vás (napríklad tovar na mieru) a pri tovare uzavretom v ochrannom obale, ktorý nie je vhodné vrátiť z dôvodu ochrany zdravia alebo z hygienických dôvodov, ak bol ochranný obal po dodaní porušený (napríklad spodná bielizeň a plavky s porušenou hygienickou páskou).

---

## Vzorový formulár na odstúpenie od zmluvy

(vyplňte a zašlite tento formulár len v prípade, že si želáte odstúpiť od zmluvy)

- Komu: ${addressLine}, e-mail: ${email}
- Týmto oznamujem/oznamujeme, že odstupujem/odstupujeme od zmluvy na tento tovar/od zmluvy o poskytnutí tejto služby: …
- Dátum objednania/dátum prijatia: …
- Meno a priezvisko spotrebiteľa/spotrebiteľov: …
- Adresa spotrebiteľa/spotrebiteľov: …
- Podpis spotrebiteľa/spotrebiteľov (iba ak sa tento formulár podáva v listinnej podobe): …
- Dátum: …

Nehodiace sa prečiarknite. Poučenie a formulár zodpovedajú vzorom podľa zákona č. 108/2024 Z. z. o ochrane spotrebiteľa.`),
      ],
    },
    {
      slug: 'barrierefreiheitserklaerung',
      title: 'Vyhlásenie o prístupnosti',
      description: `Ako prístupný je e-shop ${shop.brand}, ktoré obsahy zatiaľ prístupné nie sú a ako nám môžete nahlásiť prekážky.`,
      content: [
        richtext(`## Stav súladu s požiadavkami

Spoločnosť ${shop.legalName} sa usiluje, aby jej e-shop bol prístupný v súlade so zákonom č. 351/2022 Z. z. o požiadavkách na prístupnosť výrobkov a služieb. Vychádzame z harmonizovanej normy EN 301 549 a zo zásad Web Content Accessibility Guidelines (WCAG) 2.1 na úrovni AA.

Tento e-shop je s uvedenými požiadavkami **vo veľkej miere v súlade**. Všetky stránky možno ovládať klávesnicou a majú odkazy na preskočenie na hlavný obsah a kategórie. Formulárové polia majú popisy, chybové hlásenia prečítajú aj čítačky obrazovky a obsah možno zväčšiť na 200 % bez straty funkcií. Obrázky majú textové alternatívy a farby spĺňajú požadovaný kontrast. Objednávku, platbu aj zákaznícky účet možno ovládať rovnako prístupne ako ostatné stránky.

## Neprístupný obsah

- Fotografie tovaru neukazujú každý detail, ktorý je zrejmý len z obrázka (napríklad vzor); najdôležitejšie údaje nájdete v opise tovaru.
- Staršie faktúry vo formáte PDF nie sú úplne štruktúrované pre čítačky obrazovky; na požiadanie vám ich pošleme v prístupnom formáte.

## Vypracovanie vyhlásenia

Toto vyhlásenie bolo vypracované 24. novembra 2026 na základe vlastného posúdenia pomocou automatických testovacích nástrojov a testov s klávesnicou a čítačkou obrazovky.

## Spätná väzba a kontakt

Narazili ste na prekážku? Napíšte nám na ${mail} alebo zavolajte na ${tel}. Odpovieme do 14 dní.

## Dozor

Ak nebudete s našou odpoveďou spokojní, môžete podať podnet Slovenskej obchodnej inšpekcii, ktorá kontroluje dodržiavanie požiadaviek na prístupnosť služieb elektronického obchodu: [www.soi.sk](https://www.soi.sk).`),
      ],
    },
  ];
}
