import { INVOICE_TERM_DAYS, PAYMENT_PAUSE_DAYS } from '@/lib/account/instalment-plan';
import { formatPrice } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { localeMoney } from '@/lib/shop/shop-money';
import { markdown } from './lexical';
import { qa } from './seed-blocks';
import type { SeedPage } from './seed-page';

/** Customer service, delivery FAQ, sustainability and newsletter pages of an sv-SE shop. */
export function servicePagesSvSe(shop: ShopConfig): SeedPage[] {
  const money = localeMoney(shop.locale);
  const price = (cents: number) => formatPrice(cents, money);
  const { phone } = shop.customerService;
  const phoneBox = {
    blockType: 'PhoneBox',
    icon: 'PHONE',
    title: 'Beställning och rådgivning',
    subtitle: 'Mån–fre 8–20, lör 9–16',
    number: phone,
    disclaimer: 'Du betalar bara din operatörs vanliga samtalstaxa',
  };
  const mailBox = {
    blockType: 'ContactBox',
    icon: 'MAIL',
    title: 'Skriv till oss',
    content: markdown('Vi svarar inom 24 timmar på vardagar.'),
    buttonLabel: 'Till kontaktformuläret',
    buttonLink: '/contact',
  };
  return [
    {
      slug: 'kundenservice/faq',
      title: 'Vanliga frågor',
      description: `Svar på de vanligaste frågorna om beställning, betalning, retur, reklamation och kundkonto hos ${shop.brand}.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(
            `Här hittar du svar på de vanligaste frågorna. Om leveranstider och frakt kan du läsa under [Frågor om leverans](/content/kundenservice/faq-lieferung).`,
          ),
        },
        {
          blockType: 'Accordion',
          defaultIndex: 1,
          items: [
            qa(
              'Hur beställer jag?',
              `I webbutiken, per telefon på ${phone} eller via [direktbeställning](/directorderform) med artikelnumren från vår katalog.`,
            ),
            qa(
              'Vilka betalsätt kan jag välja?',
              `Du kan betala mot faktura inom ${INVOICE_TERM_DAYS} dagar, med delbetalning, med betalpaus (betala först efter ${PAYMENT_PAUSE_DAYS} dagar), mot postförskott (avgift ${price(shop.fees.cashOnDelivery)}) eller med förskottsbetalning. Delbetalning och betalpaus är krediter som kostar en avgift; kostnaden och den effektiva räntan ser du i kassan innan du slutför köpet. Mer om betalning står i våra [köpvillkor](/content/agb).`,
            ),
            qa(
              'Hur returnerar jag en vara?',
              'Lägg retursedeln i paketet och lämna det hos ett paketombud – returen är kostnadsfri. Du har 14 dagars ångerrätt från att du tog emot varan; läs mer under [Ångerrätt](/content/widerrufsbelehrung). Möbler som har levererats med speditör hämtar vi hos dig – kontakta kundservice för att boka en tid.',
            ),
            qa(
              'När får jag tillbaka mina pengar?',
              'Vi betalar tillbaka så snart din retur har kommit fram till oss, och senast 14 dagar efter att vi fick ditt meddelande om att du ångrar köpet. Har du inte betalat fakturan ännu krediterar vi den. Beroende på din bank kan det ta några dagar till innan pengarna syns på ditt konto.',
            ),
            qa(
              'Vad gör jag om en vara är felaktig?',
              'Kontakta kundservice eller använd vårt [kontaktformulär](/contact) och beskriv felet, gärna med en bild. Du kan reklamera fel som visar sig inom tre år från att du tog emot varan. Vi står för returfrakten och löser felet med reparation, en ny vara, prisavdrag eller återbetalning enligt konsumentköplagen; mer i våra [köpvillkor](/content/agb).',
            ),
            qa(
              'Hur ändrar jag mina uppgifter i kundkontot?',
              'Logga in under [Mitt konto](/customer). Där ändrar du adress och betalningsuppgifter; för en ny e-postadress kontaktar du kundservice.',
            ),
            qa(
              'Hur löser jag in en rabattkod?',
              'Ange koden i fältet ”Rabattkod” i sista steget av beställningen. Du kan använda en kampanjkod per beställning.',
            ),
          ],
        },
        phoneBox,
        mailBox,
        { blockType: 'ActionButton', label: 'Starta chatt', type: 'CHAT' },
      ],
    },
    {
      slug: 'kundenservice/faq-lieferung',
      title: 'Frågor om leverans',
      description: `Leveranstider, fraktkostnader, speditörsleverans och paketspårning hos ${shop.brand}.`,
      content: [
        {
          blockType: 'Accordion',
          defaultIndex: 1,
          items: [
            qa(
              'Hur lång är leveranstiden?',
              'Varor i lager levererar vi inom 3–5 vardagar, med expressleverans inom 1–2 vardagar. Leveranstiden för varje artikel ser du på artikelsidan och i varukorgen.',
            ),
            qa(
              'Vad kostar frakten?',
              `Frakten kostar ${price(shop.fees.shipping)} per beställning; från ett varuvärde på ${price(shop.fees.freeShippingFrom)} är frakten gratis. Expressleverans kostar ${price(shop.fees.expressDelivery)}.`,
            ),
            qa(
              'Hur levereras stora möbler?',
              `Stora möbler och madrasser levereras av en speditör ända in i din bostad, efter att ni har bokat en leveranstid per telefon (${price(shop.fees.freight)} en gång per beställning). Om du vill tar vi med oss din gamla madrass eller ribbotten (${price(shop.fees.disposalServicePerPiece)} per styck).`,
            ),
            qa(
              'Var är mitt paket?',
              'När ditt paket har skickats får du ett e-postmeddelande med en länk till paketspårningen. Dina aktuella leveranser ser du också under [Mitt konto](/customer).',
            ),
            qa(
              'Vart levererar ni?',
              'Vi levererar till alla adresser i Sverige. Ett paket som inte får plats i brevlådan lämnas hos ett paketombud nära dig, och du får ett meddelande när det finns att hämta. Till andra länder levererar vi inte från den här webbutiken.',
            ),
            qa(
              'Vad gör jag om paketet är skadat?',
              'Kontrollera paketet när du tar emot det. Om det är synligt skadat, be gärna transportören eller ombudet att notera skadan och kontakta oss. Är varan skadad kan du reklamera den kostnadsfritt.',
            ),
          ],
        },
        phoneBox,
      ],
    },
    {
      slug: 'nachhaltigkeit',
      title: 'Hållbarhet',
      description: `Hur ${shop.brand} väljer, förpackar och levererar kläder och heminredning med omtanke om människor och miljö.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(`## Ansvar från tråd till dörr

Kläder och inredning ska kunna användas länge. Därför väljer vi kvalitet som tål vardagen, ställer krav på hur våra tillverkare arbetar och packar så att det blir så lite avfall som möjligt – och vi berättar gärna vad du själv kan göra.`),
        },
        {
          blockType: 'Checklist',
          title: 'Det här gör vi',
          textList: [
            { text: 'Kartonger av 100 % returpapper, utan fyllnadsmaterial av plast' },
            { text: 'Flera artiklar i samma beställning skickar vi om möjligt i ett paket' },
            { text: 'Regelbundna sociala revisioner hos alla våra tillverkare' },
            { text: 'Material och skötselråd anges på varje artikelsida' },
          ],
        },
        {
          blockType: 'DosDonts',
          titleDos: 'Så håller dina kläder längre',
          textListDos: [
            { text: 'Tvätta i låg temperatur och med avigsidan ut' },
            { text: 'Vädra ullplagg i stället för att tvätta dem' },
            { text: 'Låt plaggen torka på galge' },
          ],
          titleDonts: 'Det här sliter på fibrerna',
          textListDonts: [
            { text: 'En överfull tvättmaskin' },
            { text: 'Het torktumlare för ull och viskos' },
            { text: 'Sköljmedel på funktionskläder' },
          ],
        },
        {
          blockType: 'Tip',
          title: 'Vårt tips',
          content: markdown(
            'Lämna kläder och hemtextilier som du inte använder längre till second hand eller insamling för återbruk, och det som är utslitet till textilinsamlingen i din kommun.',
          ),
        },
      ],
    },
    {
      slug: 'newsletter',
      title: 'Nyhetsbrev',
      description: `Nyhetsbrevet från ${shop.brand}: nyheter, erbjudanden och 10 % rabatt en gång på din nästa beställning.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(`## Få nyheterna först

Med vårt nyhetsbrev får du först veta om nya kollektioner, exklusiva erbjudanden och kampanjer. Som tack får du **10 % rabatt en gång** på din nästa beställning. Du behöver vara minst 18 år för att prenumerera, och du kan avsluta prenumerationen när du vill.`),
        },
        { blockType: 'Button', label: 'Prenumerera nu', link: '/newsletter/subscribe', color: 'Primary' },
        {
          blockType: 'Richtext',
          richtext: markdown(
            'Vi skickar nyhetsbrevet först när du har bekräftat din e-postadress via länken i vårt bekräftelsemejl. Dina uppgifter använder vi bara för nyhetsbrevet; läs mer i vår [integritetspolicy](/content/datenschutzhinweise). Du avslutar prenumerationen via länken i slutet av varje nyhetsbrev eller under [Avsluta nyhetsbrev](/newsletter/unsubscribe).',
          ),
        },
      ],
    },
  ];
}
