import { formatPrice } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { localeMoney } from '@/lib/shop/shop-money';
import { markdown } from './lexical';
import { qa } from './seed-blocks';
import type { SeedPage } from './seed-page';

/** Customer service, delivery FAQ, sustainability and newsletter pages of a cs-CZ shop. */
export function servicePagesCsCz(shop: ShopConfig): SeedPage[] {
  const money = localeMoney(shop.locale);
  const czk = (cents: number) => formatPrice(cents, money);
  const { phone, email } = shop.customerService;
  const phoneBox = {
    blockType: 'PhoneBox',
    icon: 'PHONE',
    title: 'Objednávky a poradenství',
    subtitle: 'Po–Pá 8–20 h, So 9–16 h',
    number: phone,
    disclaimer: 'Za cenu běžného hovoru podle tarifu vašeho operátora',
  };
  const mailBox = {
    blockType: 'ContactBox',
    icon: 'MAIL',
    title: 'Napište nám',
    content: markdown('V pracovní dny odpovídáme do 24 hodin.'),
    buttonLabel: 'Na kontaktní formulář',
    buttonLink: '/contact',
  };
  return [
    {
      slug: 'kundenservice/faq',
      title: 'Časté dotazy',
      description: `Odpovědi na nejčastější dotazy k objednávce, platbě, vrácení zboží, reklamaci a zákaznickému účtu v e-shopu ${shop.brand}.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(
            `Zde najdete odpovědi na nejčastější dotazy. K dodacím lhůtám a dopravě si přečtěte [Dotazy k doručení](/content/kundenservice/faq-lieferung).`,
          ),
        },
        {
          blockType: 'Accordion',
          defaultIndex: 1,
          items: [
            qa(
              'Jak mohu objednat?',
              `V e-shopu, telefonicky na čísle ${phone} nebo přes [objednací formulář](/directorderform) s čísly zboží z našeho katalogu.`,
            ),
            qa(
              'Jaké způsoby platby nabízíte?',
              `Můžete zaplatit na fakturu, na splátky, s odkladem platby o 100 dní (příplatek ${czk(shop.fees.paymentPause)}), na dobírku (poplatek ${czk(shop.fees.cashOnDelivery)}) nebo předem převodem. Nákup na splátky a odklad platby jsou spotřebitelským úvěrem; všechny podmínky vám sdělíme před odesláním objednávky.`,
            ),
            qa(
              'Jak vrátím zboží?',
              'Od smlouvy můžete odstoupit do 14 dnů od převzetí zboží bez udání důvodu. Zásilku označte štítkem pro vrácení a podejte ji u přepravce – vrácení je zdarma. Podrobnosti najdete v [Poučení o odstoupení od smlouvy](/content/widerrufsbelehrung).',
            ),
            qa(
              'Kdy dostanu peníze zpět?',
              'Peníze vám vrátíme bez zbytečného odkladu, nejpozději do 14 dnů ode dne, kdy nám došlo vaše odstoupení od smlouvy. Můžeme počkat, až zboží dorazí zpět k nám nebo až nám prokážete, že jste je odeslali. Připsání na váš účet může podle banky trvat ještě 1–3 pracovní dny.',
            ),
            qa(
              'Jak reklamovat vadné zboží?',
              `Vadu nám oznamte e-mailem na [${email}](mailto:${email}), telefonicky nebo [kontaktním formulářem](/contact); štítek pro bezplatné zaslání vám pošleme. Vady, které se projeví do 24 měsíců od převzetí, vyřídíme nejpozději do 30 dnů. Vše o reklamaci najdete ve [Všeobecných obchodních podmínkách](/content/agb).`,
            ),
            qa(
              'Jak změním údaje v zákaznickém účtu?',
              'Přihlaste se do [Mého účtu](/customer). Adresu a platební údaje tam změníte sami; kvůli nové e-mailové adrese se prosím obraťte na zákaznický servis.',
            ),
            qa(
              'Jak uplatním slevový kód?',
              'Kód zadejte v posledním kroku objednávky do pole „Slevový kód“. Na jednu objednávku lze uplatnit jeden slevový kód.',
            ),
          ],
        },
        phoneBox,
        mailBox,
        { blockType: 'ActionButton', label: 'Zahájit chat', type: 'CHAT' },
      ],
    },
    {
      slug: 'kundenservice/faq-lieferung',
      title: 'Dotazy k doručení',
      description: `Dodací lhůty, poštovné, zboží doručované spediční službou a sledování zásilky v e-shopu ${shop.brand}.`,
      content: [
        {
          blockType: 'Accordion',
          defaultIndex: 1,
          items: [
            qa(
              'Jak dlouho trvá doručení?',
              'Zboží skladem doručujeme obvykle do 3–5 pracovních dnů, expresně do 1–2 pracovních dnů. Předpokládanou dobu dodání každého zboží vidíte na jeho stránce a v košíku.',
            ),
            qa(
              'Kolik stojí doprava?',
              `Poštovné činí ${czk(shop.fees.shipping)} za objednávku; od hodnoty zboží ${czk(shop.fees.freeShippingFrom)} doručujeme zdarma. Expresní doručení stojí ${czk(shop.fees.expressDelivery)}.`,
            ),
            qa(
              'Jak se doručuje velké zboží?',
              `Nábytek a matrace přiveze spediční služba po telefonické domluvě termínu až do bytu (jednorázově ${czk(shop.fees.freight)} za objednávku). Na přání odvezeme vaši starou matraci nebo lamelový rošt k likvidaci (${czk(shop.fees.disposalServicePerPiece)} za kus). U spedičního zboží není možné expresní doručení ani dobírka.`,
            ),
            qa(
              'Kde je moje zásilka?',
              'Jakmile zásilku předáme přepravci, pošleme vám e-mail s odkazem na sledování zásilky. Své aktuální zásilky vidíte také v [Mém účtu](/customer).',
            ),
            qa(
              'Doručujete i na výdejní místa nebo do zahraničí?',
              'Doručujeme na každou adresu v České republice, na přání i na výdejní místo přepravce. Do jiných zemí doručují e-shopy naší skupiny v příslušné zemi.',
            ),
          ],
        },
        phoneBox,
      ],
    },
    {
      slug: 'nachhaltigkeit',
      title: 'Udržitelnost',
      description: `Jak ${shop.brand} vybírá, balí a doručuje módu a bytové doplňky s ohledem na lidi a životní prostředí.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(`## Odpovědnost od vlákna až k vašim dveřím

Dobré oblečení má dělat radost dlouho. Proto dbáme na kvalitu, která vydrží, na férové podmínky ve výrobě a na krátké cesty – a ukazujeme vám, čeho si při nákupu všímat.`),
        },
        {
          blockType: 'Checklist',
          title: 'Co děláme',
          textList: [
            {
              text: 'Bavlna v základních modelech naší vlastní značky pochází z ekologického zemědělství s certifikací GOTS',
            },
            { text: 'Krabice na zásilky jsou ze 100 % recyklovaného papíru, bez plastové výplně' },
            { text: 'Pravidelné sociální audity u všech našich výrobních partnerů' },
            { text: 'Vrácené zboží kontrolujeme a znovu prodáváme, místo abychom je likvidovali' },
          ],
        },
        {
          blockType: 'DosDonts',
          titleDos: 'Aby vám oblečení vydrželo déle',
          textListDos: [
            { text: 'Perte při nízké teplotě a naruby' },
            { text: 'Vlnu raději vyvětrejte, než byste ji prali' },
            { text: 'Nechte oblečení uschnout na ramínku' },
          ],
          titleDonts: 'Co vláknům škodí',
          textListDonts: [
            { text: 'Přeplněná pračka' },
            { text: 'Horká sušička u vlny a viskózy' },
            { text: 'Aviváž u funkčního oblečení' },
          ],
        },
        {
          blockType: 'Tip',
          title: 'Náš tip',
          content: markdown(
            'Čím déle své oblečení nosíte, tím méně nových kusů je třeba vyrobit. Šetrné praní a drobné opravy se vyplatí.',
          ),
        },
      ],
    },
    {
      slug: 'newsletter',
      title: 'Newsletter',
      description: `Newsletter e-shopu ${shop.brand}: novinky, nabídky a jednorázová sleva 10 % na vaši příští objednávku.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(`## Vždy se vše dozvíte jako první

S naším newsletterem se jako první dozvíte o nových kolekcích, exkluzivních nabídkách a akcích. Jako poděkování získáte **jednorázovou slevu 10 %** na svou příští objednávku. Přihlásit se mohou osoby starší 18 let; souhlas můžete kdykoli odvolat.`),
        },
        { blockType: 'Button', label: 'Přihlásit se', link: '/newsletter/subscribe', color: 'Primary' },
        {
          blockType: 'Richtext',
          richtext: markdown(
            'Vaši e-mailovou adresu použijeme jen pro zasílání newsletteru; více v [Zásadách ochrany osobních údajů](/content/datenschutzhinweise). Odhlásit se můžete odkazem na konci každého newsletteru nebo na stránce [Odhlášení z newsletteru](/newsletter/unsubscribe).',
          ),
        },
      ],
    },
  ];
}
