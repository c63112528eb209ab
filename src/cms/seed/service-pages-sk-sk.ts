import { formatPrice } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { localeMoney } from '@/lib/shop/shop-money';
import { markdown } from './lexical';
import { qa } from './seed-blocks';
import type { SeedPage } from './seed-page';

/** Customer service, delivery FAQ, sustainability and newsletter pages of a sk-SK shop. */
export function servicePagesSkSk(shop: ShopConfig): SeedPage[] {
  const money = localeMoney(shop.locale);
  const eur = (cents: number) => formatPrice(cents, money);
  const { phone, email } = shop.customerService;
  const phoneBox = {
    blockType: 'PhoneBox',
    icon: 'PHONE',
    title: 'Objednávky a poradenstvo',
    subtitle: 'Po–Pi 8–20 h, So 9–16 h',
    number: phone,
    disclaimer: 'Za cenu bežného hovoru podľa tarify vášho operátora',
  };
  const mailBox = {
    blockType: 'ContactBox',
    icon: 'MAIL',
    title: 'Napíšte nám',
    content: markdown('V pracovných dňoch odpovedáme do 24 hodín.'),
    buttonLabel: 'Na kontaktný formulár',
    buttonLink: '/contact',
  };
  return [
    {
      slug: 'kundenservice/faq',
      title: 'Časté otázky',
      description: `Odpovede na najčastejšie otázky o objednávke, platbe, vrátení tovaru, reklamácii a zákazníckom účte v e-shope ${shop.brand}.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(
            `Tu nájdete odpovede na najčastejšie otázky. O dodacích lehotách a doprave si prečítajte [Otázky o doručení](/content/kundenservice/faq-lieferung).`,
          ),
        },
        {
          blockType: 'Accordion',
          defaultIndex: 1,
          items: [
            qa(
              'Ako môžem objednať?',
              `V e-shope, telefonicky na čísle ${phone} alebo cez [objednávkový formulár](/directorderform) s číslami tovaru z nášho katalógu.`,
            ),
            qa(
              'Aké spôsoby platby ponúkate?',
              `Môžete zaplatiť na faktúru, na splátky, s odkladom platby o 100 dní (príplatok ${eur(shop.fees.paymentPause)}), na dobierku (poplatok ${eur(shop.fees.cashOnDelivery)}) alebo vopred prevodom. Nákup na splátky a odklad platby sú spotrebiteľským úverom; všetky podmienky vám oznámime pred odoslaním objednávky.`,
            ),
            qa(
              'Ako vrátim tovar?',
              'Od zmluvy môžete odstúpiť do 14 dní od prevzatia tovaru bez uvedenia dôvodu. Zásielku označte štítkom na vrátenie a podajte ju u dopravcu – vrátenie je zadarmo. Podrobnosti nájdete v [Poučení o odstúpení od zmluvy](/content/widerrufsbelehrung).',
            ),
            qa(
              'Kedy dostanem peniaze späť?',
              'Peniaze vám vrátime bez zbytočného odkladu, najneskôr do 14 dní odo dňa, keď nám bolo doručené vaše odstúpenie od zmluvy. Môžeme počkať, kým tovar dorazí späť k nám alebo kým nám preukážete, že ste ho odoslali. Pripísanie na váš účet môže podľa banky trvať ešte 1–3 pracovné dni.',
            ),
            qa(
              'Ako reklamovať chybný tovar?',
              `Vadu nám oznámte e-mailom na [${email}](mailto:${email}), telefonicky alebo cez [kontaktný formulár](/contact); štítok na bezplatné zaslanie vám pošleme. Vady, ktoré sa prejavia do 24 mesiacov od prevzatia, vybavíme najneskôr do 30 dní. Všetko o reklamácii nájdete vo [Všeobecných obchodných podmienkach](/content/agb).`,
            ),
            qa(
              'Ako zmením údaje v zákazníckom účte?',
              'Prihláste sa do [Môjho účtu](/customer). Adresu a platobné údaje tam zmeníte sami; pre novú e-mailovú adresu sa, prosím, obráťte na zákaznícky servis.',
            ),
            qa(
              'Ako uplatním zľavový kód?',
              'Kód zadajte v poslednom kroku objednávky do poľa „Zľavový kód“. Na jednu objednávku možno uplatniť jeden zľavový kód.',
            ),
          ],
        },
        phoneBox,
        mailBox,
        { blockType: 'ActionButton', label: 'Začať chat', type: 'CHAT' },
      ],
    },
    {
      slug: 'kundenservice/faq-lieferung',
      title: 'Otázky o doručení',
      description: `Dodacie lehoty, poštovné, tovar doručovaný špedíciou a sledovanie zásielky v e-shope ${shop.brand}.`,
      content: [
        {
          blockType: 'Accordion',
          defaultIndex: 1,
          items: [
            qa(
              'Ako dlho trvá doručenie?',
              'Tovar na sklade doručujeme spravidla do 3–5 pracovných dní, expresne do 1–2 pracovných dní. Predpokladanú dobu dodania každého tovaru vidíte na jeho stránke a v košíku.',
            ),
            qa(
              'Koľko stojí doprava?',
              `Poštovné je ${eur(shop.fees.shipping)} za objednávku; od hodnoty tovaru ${eur(shop.fees.freeShippingFrom)} doručujeme zadarmo. Expresné doručenie stojí ${eur(shop.fees.expressDelivery)}.`,
            ),
            qa(
              'Ako sa doručuje veľký tovar?',
              `Nábytok a matrace privezie špedícia po telefonickom dohovore termínu až do bytu (jednorazovo ${eur(shop.fees.freight)} za objednávku). Na želanie odvezieme vašu starú matrac alebo lamelový rošt na likvidáciu (${eur(shop.fees.disposalServicePerPiece)} za kus). Pri tovare doručovanom špedíciou nie je možné expresné doručenie ani dobierka.`,
            ),
            qa(
              'Kde je moja zásielka?',
              'Keď zásielku odovzdáme dopravcovi, pošleme vám e-mail s odkazom na sledovanie zásielky. Svoje aktuálne zásielky vidíte aj v [Mojom účte](/customer).',
            ),
            qa(
              'Doručujete aj na výdajné miesta alebo do zahraničia?',
              'Doručujeme na každú adresu na Slovensku, na želanie aj na výdajné miesto dopravcu. Do iných krajín doručujú e-shopy našej skupiny v príslušnej krajine.',
            ),
          ],
        },
        phoneBox,
      ],
    },
    {
      slug: 'nachhaltigkeit',
      title: 'Udržateľnosť',
      description: `Ako ${shop.brand} vyberá, balí a doručuje módu a bytové doplnky s ohľadom na ľudí a životné prostredie.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(`## Zodpovednosť od vlákna až po vaše dvere

Dobré oblečenie má robiť radosť dlho. Preto dbáme na kvalitu, ktorá vydrží, na férové podmienky vo výrobe a na krátke cesty – a ukazujeme vám, čo si pri nákupe všímať.`),
        },
        {
          blockType: 'Checklist',
          title: 'Čo robíme',
          textList: [
            {
              text: 'Bavlna v základných modeloch našej vlastnej značky pochádza z ekologického poľnohospodárstva s certifikáciou GOTS',
            },
            { text: 'Krabice na zásielky sú zo 100 % recyklovaného papiera, bez plastovej výplne' },
            { text: 'Pravidelné sociálne audity u všetkých našich výrobných partnerov' },
            { text: 'Vrátený tovar kontrolujeme a znovu predávame, namiesto aby sme ho likvidovali' },
          ],
        },
        {
          blockType: 'DosDonts',
          titleDos: 'Aby vám oblečenie vydržalo dlhšie',
          textListDos: [
            { text: 'Perte pri nízkej teplote a naruby' },
            { text: 'Vlnu radšej vyvetrajte, než by ste ju prali' },
            { text: 'Nechajte oblečenie vyschnúť na vešiaku' },
          ],
          titleDonts: 'Čo vláknam škodí',
          textListDonts: [
            { text: 'Preplnená práčka' },
            { text: 'Horúca sušička pri vlne a viskóze' },
            { text: 'Aviváž pri funkčnom oblečení' },
          ],
        },
        {
          blockType: 'Tip',
          title: 'Náš tip',
          content: markdown(
            'Čím dlhšie svoje oblečenie nosíte, tým menej nových kusov treba vyrobiť. Šetrné pranie a drobné opravy sa oplatia.',
          ),
        },
      ],
    },
    {
      slug: 'newsletter',
      title: 'Newsletter',
      description: `Newsletter e-shopu ${shop.brand}: novinky, ponuky a jednorazová zľava 10 % na vašu ďalšiu objednávku.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(`## Všetko sa dozviete ako prví

S naším newsletterom sa ako prví dozviete o nových kolekciách, exkluzívnych ponukách a akciách. Ako poďakovanie získate **jednorazovú zľavu 10 %** na svoju ďalšiu objednávku. Prihlásiť sa môžu osoby staršie ako 18 rokov; súhlas môžete kedykoľvek odvolať.`),
        },
        { blockType: 'Button', label: 'Prihlásiť sa', link: '/newsletter/subscribe', color: 'Primary' },
        {
          blockType: 'Richtext',
          richtext: markdown(
            'Vašu e-mailovú adresu použijeme len na zasielanie newslettera; viac v [Zásadách ochrany osobných údajov](/content/datenschutzhinweise). Odhlásiť sa môžete odkazom na konci každého newslettera alebo na stránke [Odhlásenie z newslettera](/newsletter/unsubscribe).',
          ),
        },
      ],
    },
  ];
}
