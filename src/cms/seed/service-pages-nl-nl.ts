import { formatPrice } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { localeMoney } from '@/lib/shop/shop-money';
import { markdown } from './lexical';
import { qa } from './seed-blocks';
import type { SeedPage } from './seed-page';

/** Customer service, delivery FAQ, sustainability and newsletter pages of a nl-NL shop. */
export function servicePagesNlNl(shop: ShopConfig): SeedPage[] {
  const money = localeMoney(shop.locale);
  const eur = (cents: number) => formatPrice(cents, money);
  const { phone } = shop.customerService;
  const phoneBox = {
    blockType: 'PhoneBox',
    icon: 'PHONE',
    title: 'Bestellen en advies',
    subtitle: 'Ma–vr 8.00–20.00 uur, za 9.00–16.00 uur',
    number: phone,
    disclaimer: phone.startsWith('0800') ? 'Gratis bellen' : 'Je betaalt alleen je gebruikelijke belkosten',
  };
  const mailBox = {
    blockType: 'ContactBox',
    icon: 'MAIL',
    title: 'Stuur ons een bericht',
    content: markdown('Op werkdagen reageren we binnen 24 uur.'),
    buttonLabel: 'Naar het contactformulier',
    buttonLink: '/contact',
  };
  return [
    {
      slug: 'kundenservice/faq',
      title: 'Veelgestelde vragen',
      description: `Antwoorden op de meestgestelde vragen over bestellen, betalen, retourneren en je account bij ${shop.brand}.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(
            `Hier vind je antwoorden op de meestgestelde vragen. Over levertijden en verzending lees je meer bij de [vragen over levering](/content/kundenservice/faq-lieferung).`,
          ),
        },
        {
          blockType: 'Accordion',
          defaultIndex: 1,
          items: [
            qa(
              'Hoe kan ik bestellen?',
              `In de webshop, telefonisch via ${phone} of met de [directe bestelbon](/directorderform) en de bestelnummers uit onze catalogus.`,
            ),
            qa(
              'Welke betaalmethoden zijn er?',
              `Je betaalt gemakkelijk achteraf binnen 14 dagen, gespreid in zes maandelijkse termijnen (toeslag 2,9%), met betaaluitstel van 100 dagen (toeslag ${eur(shop.fees.paymentPause)}), onder rembours (${eur(shop.fees.cashOnDelivery)}) of via vooruitbetaling.`,
            ),
            qa(
              'Hoe stuur ik artikelen terug?',
              'Stop het retourformulier in het pakket en lever het gratis in bij een postpunt. Je hebt 14 dagen bedenktijd na ontvangst; alle details staan op de pagina [Herroepingsrecht](/content/widerrufsbelehrung).',
            ),
            qa(
              'Wanneer krijg ik mijn geld terug?',
              'Uiterlijk 14 dagen nadat je ons hebt laten weten dat je de koop herroept. We mogen wachten tot we het artikel terug hebben of tot je aantoont dat je het hebt teruggestuurd. Daarna kan de bijschrijving op je rekening nog 1–3 werkdagen duren.',
            ),
            qa(
              'Hoe wijzig ik mijn gegevens in mijn account?',
              'Log in bij [Mijn account](/customer). Daar wijzig je je adres en betaalgegevens; voor een nieuw e-mailadres neem je contact op met de klantenservice.',
            ),
            qa(
              'Hoe gebruik ik een kortingscode?',
              'Vul de code in de laatste stap van je bestelling in het veld ‘Kortingscode’ in. Per bestelling kun je één kortingscode gebruiken.',
            ),
          ],
        },
        phoneBox,
        mailBox,
        { blockType: 'ActionButton', label: 'Chat starten', type: 'CHAT' },
      ],
    },
    {
      slug: 'kundenservice/faq-lieferung',
      title: 'Vragen over levering',
      description: `Levertijden, verzendkosten, levering door een expediteur en je pakket volgen bij ${shop.brand}.`,
      content: [
        {
          blockType: 'Accordion',
          defaultIndex: 1,
          items: [
            qa(
              'Hoe lang duurt de levering?',
              'Artikelen die op voorraad zijn, bezorgen we binnen 3–5 werkdagen, met expreslevering binnen 1–2 werkdagen. De levertijd van elk artikel zie je op de artikelpagina en in je winkelmandje.',
            ),
            qa(
              'Wat kost de verzending?',
              `We rekenen ${eur(shop.fees.shipping)} per bestelling; vanaf ${eur(shop.fees.freeShippingFrom)} bestelwaarde is de verzending gratis. Expreslevering kost ${eur(shop.fees.expressDelivery)}.`,
            ),
            qa(
              'Hoe worden grote artikelen bezorgd?',
              `Grote meubels en matrassen bezorgt een expediteur op een telefonisch afgesproken tijdstip, tot in je woning (eenmalig ${eur(shop.fees.freight)} per bestelling). Op verzoek neemt hij je oude matras of lattenbodem mee en voert die op de juiste manier af (${eur(shop.fees.disposalServicePerPiece)} per stuk).`,
            ),
            qa(
              'Waar is mijn pakket?',
              'Zodra je pakket onderweg is, sturen we je een e-mail met een link om het te volgen. Je actuele leveringen zie je ook in [Mijn account](/customer).',
            ),
            qa(
              'Bezorgen jullie ook op een afhaalpunt of in het buitenland?',
              'We bezorgen op elk adres in Nederland, ook op een afhaalpunt van de vervoerder. Naar andere landen levert de webshop van onze winkelfamilie in dat land.',
            ),
          ],
        },
        phoneBox,
      ],
    },
    {
      slug: 'nachhaltigkeit',
      title: 'Duurzaamheid',
      description: `Hoe ${shop.brand} mode en woonartikelen met zorg selecteert, verpakt en bezorgt.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(`## Verantwoordelijkheid van draad tot voordeur

Goede mode moet je lang plezier geven. Daarom letten we op duurzame kwaliteit, eerlijke productie en korte routes, en laten we je zien waar je zelf op kunt letten.`),
        },
        {
          blockType: 'Checklist',
          title: 'Wat we doen',
          textList: [
            { text: 'Katoen uit gecertificeerd duurzame teelt in alle basics van onze eigen merken' },
            { text: 'Verzenddozen van 100% gerecycled papier, zonder plastic opvulmateriaal' },
            { text: 'Artikelen uit één bestelling zoveel mogelijk samen in één pakket' },
            { text: 'Regelmatige sociale audits bij al onze productiepartners' },
          ],
        },
        {
          blockType: 'DosDonts',
          titleDos: 'Zo gaan je kleren langer mee',
          textListDos: [
            { text: 'Op lage temperatuur en binnenstebuiten wassen' },
            { text: 'Wol laten luchten in plaats van wassen' },
            { text: 'Aan een hanger laten drogen' },
          ],
          titleDonts: 'Dit beschadigt de vezels',
          textListDonts: [
            { text: 'Een overvolle wasmachine' },
            { text: 'Een hete droger voor wol en viscose' },
            { text: 'Wasverzachter bij functionele kleding' },
          ],
        },
        {
          blockType: 'Tip',
          title: 'Onze tip',
          content: markdown(
            'Hoe langer je een kledingstuk draagt, hoe kleiner de milieu-impact per keer dragen.',
          ),
        },
      ],
    },
    {
      slug: 'newsletter',
      title: 'Nieuwsbrief',
      description: `De nieuwsbrief van ${shop.brand}: nieuwe collecties, aanbiedingen en eenmalig 10% korting op je volgende bestelling.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(`## Altijd als eerste op de hoogte

Met onze nieuwsbrief hoor je als eerste over nieuwe collecties, exclusieve aanbiedingen en acties. Als bedankje krijg je **eenmalig 10% korting** op je volgende bestelling. Aanmelden kan vanaf 18 jaar en je kunt je altijd weer afmelden.`),
        },
        { blockType: 'Button', label: 'Nu aanmelden', link: '/newsletter/subscribe', color: 'Primary' },
        {
          blockType: 'Richtext',
          richtext: markdown(
            'We gebruiken je gegevens alleen voor de nieuwsbrief; meer hierover lees je in onze [privacyverklaring](/content/datenschutzhinweise). Afmelden kan via de link onderaan elke nieuwsbrief of op de pagina [Afmelden voor de nieuwsbrief](/newsletter/unsubscribe).',
          ),
        },
      ],
    },
  ];
}
