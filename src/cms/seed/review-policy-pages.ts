import type { Locale, ShopConfig } from '@/lib/shop/shop';
import { REPORT_THRESHOLD } from '@/lib/reviews/review-rules';
import { markdown } from './lexical';
import type { SeedPage } from './seed-page';

interface PolicyTexts {
  title: string;
  description: string;
  body: (shop: ShopConfig) => string;
}

const GERMAN: PolicyTexts = {
  title: 'So prüfen wir Bewertungen',
  description:
    'Wer bei uns Bewertungen schreiben kann, was „Verifizierter Kauf“ bedeutet und wie wir Bewertungen prüfen.',
  body: (shop) => `## Wer kann bewerten?

Bewertungen schreiben können angemeldete Kundinnen und Kunden von ${shop.brand}, jeden Artikel einmal. Eine Bewertung gilt für alle Farben eines Artikels.

## Was bedeutet „Verifizierter Kauf“?

Bewertungen mit dem Hinweis **„Verifizierter Kauf“** stammen von Kundinnen und Kunden, die den Artikel in diesem Shop bestellt haben; das prüfen wir anhand ihrer Bestellungen. Bewertungen ohne diesen Hinweis prüfen wir nicht auf einen Kauf.

## Wie prüfen wir Bewertungen?

- Bewertungen mit Links, E-Mail-Adressen, Telefonnummern oder beleidigenden Worten werden nicht sofort veröffentlicht, sondern von unserem Team geprüft.
- Jede Bewertung kann mit „Melden“ gemeldet werden. Nach ${REPORT_THRESHOLD} Meldungen nehmen wir sie bis zur Prüfung offline.
- Wir entfernen Bewertungen, die nichts mit dem Artikel zu tun haben, Werbung enthalten, Rechte anderer verletzen oder beleidigend sind. Positive und negative Bewertungen behandeln wir gleich; wir bezahlen nicht für Bewertungen.
- Durchschnitt und Anzahl der Sterne berechnen wir aus allen veröffentlichten Bewertungen.`,
};

const SWISS_GERMAN: PolicyTexts = {
  title: GERMAN.title,
  description: GERMAN.description.replaceAll('ß', 'ss'),
  body: (shop) => GERMAN.body(shop).replaceAll('ß', 'ss'),
};

const TEXTS: Record<Locale, PolicyTexts> = {
  'de-AT': GERMAN,
  'de-DE': GERMAN,
  'de-CH': SWISS_GERMAN,
  'fr-CH': {
    title: 'Comment nous vérifions les avis',
    description:
      'Qui peut rédiger un avis, ce que signifie «Achat vérifié» et comment nous vérifions les avis.',
    body: (shop) => `## Qui peut donner un avis?

Les clientes et clients connectés de ${shop.brand} peuvent évaluer chaque article une fois. Un avis vaut pour toutes les couleurs d’un article.

## Que signifie «Achat vérifié»?

Les avis portant la mention **«Achat vérifié»** proviennent de clients qui ont commandé l’article dans cette boutique; nous le vérifions à l’aide de leurs commandes. Les autres avis ne sont pas vérifiés quant à un achat.

## Comment vérifions-nous les avis?

- Les avis contenant des liens, des adresses e-mail, des numéros de téléphone ou des propos injurieux sont d’abord vérifiés par notre équipe.
- Chaque avis peut être signalé. Après ${REPORT_THRESHOLD} signalements, nous le retirons jusqu’à sa vérification.
- Nous supprimons les avis sans rapport avec l’article, publicitaires, injurieux ou portant atteinte aux droits d’autrui. Les avis positifs et négatifs sont traités de la même manière; nous ne payons pas pour des avis.
- La moyenne et le nombre d’étoiles sont calculés à partir de tous les avis publiés.`,
  },
  'nl-NL': {
    title: 'Zo controleren wij beoordelingen',
    description:
      'Wie een beoordeling kan schrijven, wat ‘Geverifieerde aankoop’ betekent en hoe wij beoordelingen controleren.',
    body: (shop) => `## Wie kan beoordelen?

Ingelogde klanten van ${shop.brand} kunnen elk artikel één keer beoordelen. Een beoordeling geldt voor alle kleuren van een artikel.

## Wat betekent ‘Geverifieerde aankoop’?

Beoordelingen met **‘Geverifieerde aankoop’** komen van klanten die het artikel in deze shop hebben besteld; dat controleren wij aan de hand van hun bestellingen. Andere beoordelingen controleren wij niet op een aankoop.

## Hoe controleren wij beoordelingen?

- Beoordelingen met links, e-mailadressen, telefoonnummers of beledigende woorden worden eerst door ons team gecontroleerd.
- Elke beoordeling kan worden gemeld. Na ${REPORT_THRESHOLD} meldingen halen wij haar offline tot de controle.
- Wij verwijderen beoordelingen die niets met het artikel te maken hebben, reclame bevatten, beledigend zijn of rechten van anderen schenden. Positieve en negatieve beoordelingen behandelen wij gelijk; wij betalen niet voor beoordelingen.
- Gemiddelde en aantal sterren berekenen wij uit alle gepubliceerde beoordelingen.`,
  },
  'cs-CZ': {
    title: 'Jak kontrolujeme hodnocení',
    description: 'Kdo může psát hodnocení, co znamená „Ověřený nákup“ a jak hodnocení kontrolujeme.',
    body: (shop) => `## Kdo může hodnotit?

Přihlášení zákazníci ${shop.brand} mohou každý produkt ohodnotit jednou. Hodnocení platí pro všechny barvy produktu.

## Co znamená „Ověřený nákup“?

Hodnocení s označením **„Ověřený nákup“** pocházejí od zákazníků, kteří si produkt v tomto obchodě objednali; ověřujeme to podle jejich objednávek. U ostatních hodnocení nákup neověřujeme.

## Jak hodnocení kontrolujeme?

- Hodnocení s odkazy, e-mailovými adresami, telefonními čísly nebo urážlivými slovy nejprve zkontroluje náš tým.
- Každé hodnocení lze nahlásit. Po ${REPORT_THRESHOLD} nahlášeních jej do kontroly skryjeme.
- Odstraňujeme hodnocení, která nesouvisejí s produktem, obsahují reklamu, jsou urážlivá nebo porušují práva jiných. S kladnými i zápornými hodnoceními zacházíme stejně; za hodnocení neplatíme.
- Průměr a počet hvězdiček počítáme ze všech zveřejněných hodnocení.`,
  },
  'sk-SK': {
    title: 'Ako kontrolujeme hodnotenia',
    description: 'Kto môže písať hodnotenia, čo znamená „Overený nákup“ a ako hodnotenia kontrolujeme.',
    body: (shop) => `## Kto môže hodnotiť?

Prihlásení zákazníci ${shop.brand} môžu každý produkt ohodnotiť raz. Hodnotenie platí pre všetky farby produktu.

## Čo znamená „Overený nákup“?

Hodnotenia s označením **„Overený nákup“** pochádzajú od zákazníkov, ktorí si produkt v tomto obchode objednali; overujeme to podľa ich objednávok. Pri ostatných hodnoteniach nákup neoverujeme.

## Ako hodnotenia kontrolujeme?

- Hodnotenia s odkazmi, e-mailovými adresami, telefónnymi číslami alebo urážlivými slovami najprv skontroluje náš tím.
- Každé hodnotenie možno nahlásiť. Po ${REPORT_THRESHOLD} nahláseniach ho do kontroly skryjeme.
- Odstraňujeme hodnotenia, ktoré nesúvisia s produktom, obsahujú reklamu, sú urážlivé alebo porušujú práva iných. S kladnými aj zápornými hodnoteniami zaobchádzame rovnako; za hodnotenia neplatíme.
- Priemer a počet hviezdičiek počítame zo všetkých zverejnených hodnotení.`,
  },
  'sv-SE': {
    title: 'Så granskar vi omdömen',
    description: 'Vem som kan skriva omdömen, vad ”Verifierat köp” betyder och hur vi granskar omdömen.',
    body: (shop) => `## Vem kan lämna omdöme?

Inloggade kunder hos ${shop.brand} kan betygsätta varje produkt en gång. Ett omdöme gäller för alla färger av en produkt.

## Vad betyder ”Verifierat köp”?

Omdömen märkta **”Verifierat köp”** kommer från kunder som har beställt produkten i den här butiken; det kontrollerar vi mot deras beställningar. Andra omdömen kontrollerar vi inte mot något köp.

## Hur granskar vi omdömen?

- Omdömen med länkar, e-postadresser, telefonnummer eller kränkande ord granskas först av vårt team.
- Alla omdömen kan anmälas. Efter ${REPORT_THRESHOLD} anmälningar tar vi bort omdömet tills det har granskats.
- Vi tar bort omdömen som inte handlar om produkten, innehåller reklam, är kränkande eller bryter mot andras rättigheter. Positiva och negativa omdömen behandlas lika; vi betalar inte för omdömen.
- Genomsnitt och antal stjärnor räknas fram ur alla publicerade omdömen.`,
  },
};

/** The page the product pages' review statement links to (EU Omnibus directive), in the shop's language. */
export function reviewPolicyPage(shop: ShopConfig): SeedPage {
  const texts = TEXTS[shop.locale];
  return {
    slug: 'bewertungsrichtlinien',
    title: texts.title,
    description: texts.description,
    content: [{ blockType: 'Richtext', richtext: markdown(texts.body(shop)) }],
  };
}
