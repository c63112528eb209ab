import { formatPrice } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { localeMoney } from '@/lib/shop/shop-money';
import { richtext, tocBlock } from './seed-blocks';
import { COMPANY_FACTS, type SeedPage } from './seed-page';

const toc = tocBlock('Sommaire');

/** What COMPANY_FACTS holds in German, in French, and what depends on the country of the company's seat. */
interface FrenchFacts {
  /** the register that keeps the company number */
  registry: string;
  authority: string;
  chamber: string;
  rules: string;
  /** the home-country law whose imprint duties these mentions also fulfil */
  homeLaw: string;
  /** the country of the company's seat with its preposition ('en Autriche') */
  seatCountry: string;
  /** the EU data protection authority of the company's seat */
  dataAuthority: string;
}

const AUSTRIA: FrenchFacts = {
  registry: 'registre du commerce autrichien (Firmenbuch)',
  authority: 'Magistrat de la ville de Graz (autorité compétente en matière d’activités commerciales)',
  chamber: 'Chambre économique de Styrie (Wirtschaftskammer Steiermark), section commerce',
  rules:
    'code autrichien des activités commerciales (Gewerbeordnung), consultable sur [www.ris.bka.gv.at](https://www.ris.bka.gv.at)',
  homeLaw: 'le § 5 de la loi autrichienne sur le commerce électronique (E-Commerce-Gesetz)',
  seatCountry: 'en Autriche',
  dataAuthority:
    'l’Autorité autrichienne de protection des données (Datenschutzbehörde), Barichgasse 40–42, 1030 Vienne, Autriche, [www.dsb.gv.at](https://www.dsb.gv.at)',
};
const GERMAN_RULES =
  'code allemand des activités commerciales (Gewerbeordnung), consultable sur [www.gesetze-im-internet.de](https://www.gesetze-im-internet.de)';
const GERMAN_LAW = 'le § 5 de la loi allemande sur les services numériques (Digitale-Dienste-Gesetz)';

const FRENCH_FACTS: Record<string, FrenchFacts> = {
  lindgard: AUSTRIA,
  outlet: AUSTRIA,
  mirella: {
    registry: 'registre du commerce néerlandais (Handelsregister)',
    authority: 'Autorité des consommateurs et des marchés (Autoriteit Consument & Markt, ACM), La Haye',
    chamber: 'Chambre de commerce néerlandaise (Kamer van Koophandel)',
    rules:
      'loi néerlandaise sur le registre du commerce (Handelsregisterwet 2007), consultable sur [wetten.overheid.nl](https://wetten.overheid.nl)',
    homeLaw: 'l’art. 3:15d du Code civil néerlandais (Burgerlijk Wetboek)',
    seatCountry: 'aux Pays-Bas',
    dataAuthority:
      'l’Autoriteit Persoonsgegevens, Postbus 93374, 2509 AJ La Haye, Pays-Bas, [www.autoriteitpersoonsgegevens.nl](https://www.autoriteitpersoonsgegevens.nl)',
  },
  casaluna: {
    registry: 'registre du commerce allemand (Handelsregister)',
    authority: 'Kreisverwaltungsreferat de la ville de Munich',
    chamber:
      'Chambre de commerce et d’industrie de Munich et de Haute-Bavière (IHK für München und Oberbayern)',
    rules: GERMAN_RULES,
    homeLaw: GERMAN_LAW,
    seatCountry: 'en Allemagne',
    dataAuthority:
      'l’Office bavarois de contrôle de la protection des données (Bayerisches Landesamt für Datenschutzaufsicht), Promenade 18, 91522 Ansbach, Allemagne, [www.lda.bayern.de](https://www.lda.bayern.de)',
  },
  sophie: {
    registry: 'registre du commerce allemand (Handelsregister)',
    authority:
      'Bezirksamt Hamburg-Mitte, service de la protection des consommateurs, du commerce et de l’environnement',
    chamber: 'Chambre de commerce de Hambourg (Handelskammer Hamburg)',
    rules: GERMAN_RULES,
    homeLaw: GERMAN_LAW,
    seatCountry: 'en Allemagne',
    dataAuthority:
      'le Commissaire de Hambourg à la protection des données et à la liberté d’information, Ludwig-Erhard-Straße 22, 20459 Hambourg, Allemagne, [datenschutz-hamburg.de](https://datenschutz-hamburg.de)',
  },
  hemma: {
    registry: 'Office suédois d’enregistrement des sociétés (Bolagsverket)',
    authority: 'Agence suédoise de la consommation (Konsumentverket), Karlstad',
    chamber: 'Chambre de commerce de Stockholm (Stockholms Handelskammare)',
    rules:
      'loi suédoise sur les sociétés anonymes (aktiebolagslagen 2005:551), consultable sur [www.riksdagen.se](https://www.riksdagen.se)',
    homeLaw: 'la loi suédoise sur le commerce électronique (lag 2002:562 om elektronisk handel)',
    seatCountry: 'en Suède',
    dataAuthority:
      'l’Autorité suédoise de protection de la vie privée (Integritetsskyddsmyndigheten, IMY), Box 8114, 104 20 Stockholm, Suède, [www.imy.se](https://www.imy.se)',
  },
};

/** The legal pages of a shop selling to consumers in French-speaking Switzerland (fr-CH): imprint, terms, privacy, voluntary returns, accessibility. */
export function legalPagesFrCh(shop: ShopConfig): SeedPage[] {
  const facts = COMPANY_FACTS[shop.family] ?? COMPANY_FACTS.lindgard!;
  const local = FRENCH_FACTS[shop.family] ?? FRENCH_FACTS.lindgard!;
  const money = localeMoney(shop.locale);
  const price = (cents: number) => formatPrice(cents, money);
  const currency = shop.currency === 'CHF' ? 'francs suisses (CHF)' : shop.currency;
  const address = shop.companyAddress.join('\n');
  const addressLine = shop.companyAddress.join(', ');
  const { phone, email } = shop.customerService;
  const tel = `[${phone}](tel:${phone.replace(/\s/g, '')})`;
  const mail = `[${email}](mailto:${email})`;
  return [
    {
      slug: 'impressum',
      title: 'Mentions légales',
      description: `Mentions légales de ${shop.brand} : ${shop.legalName}, adresse, contact, registre du commerce et numéro TVA.`,
      content: [
        richtext(`Informations au sens de l’art. 3, al. 1, let. s, de la loi fédérale contre la concurrence déloyale (LCD).

## Exploitante de la boutique en ligne

${address}

## Contact

Téléphone : ${tel}
E-mail : ${mail}
Formulaire : [nous écrire](/contact)

## Données de l’entreprise

- Raison sociale : ${shop.legalName}
- Inscription : ${facts.register}, ${local.registry}
- Numéro d’identification TVA (UE) : ${facts.vatId}
- Direction : ${facts.managingDirectors}
- Activité : vente par correspondance de vêtements, de chaussures, d’accessoires et d’articles pour la maison
- Chambre de commerce : ${local.chamber}
- Autorité de surveillance : ${local.authority}
- Réglementation applicable : ${local.rules}

Ces indications valent également comme informations obligatoires selon ${local.homeLaw}.

## Coordonnées bancaires

${shop.bank.bankName}
Titulaire : ${shop.bank.payee}
IBAN : ${shop.bank.iban}
BIC : ${shop.bank.bic}

## Contenus et liens

Nous établissons les contenus de ce site avec le plus grand soin, mais ne pouvons garantir qu’ils soient en tout temps complets et à jour. Les sites externes vers lesquels nous renvoyons relèvent de la seule responsabilité de leurs exploitants; nous n’avons constaté aucun contenu illicite lors de la pose des liens.

## Droits d’auteur

Les textes, photos et graphiques de ce site sont protégés par le droit d’auteur. Toute reproduction ou utilisation en dehors de l’usage privé requiert notre accord écrit préalable.

## Réclamations

Pour toute réclamation, adressez-vous à notre service clientèle au ${tel} ou à ${mail}. Nous vous répondons dans un délai de 14 jours.`),
      ],
    },
    {
      slug: 'agb',
      title: 'Conditions générales de vente',
      description: `Les conditions générales de vente (CGV) de ${shop.brand} pour les commandes en ligne, par téléphone et par bon de commande en Suisse.`,
      content: [
        toc,
        richtext(`## 1. Champ d’application

Les présentes conditions générales de vente (CGV) s’appliquent à toutes les commandes passées auprès de ${shop.legalName}, ${addressLine} (ci-après «nous»), dans la boutique en ligne ${shop.brand}, par téléphone ou au moyen du bon de commande. Elles s’adressent aux consommatrices et consommateurs qui achètent à des fins privées et se font livrer en Suisse. Nous livrons en quantités usuelles pour un ménage et uniquement aux personnes âgées de 18 ans révolus. La version en vigueur au moment de la commande fait foi; vous pouvez la consulter, l’imprimer et l’enregistrer à tout moment sur cette page.

## 2. Conclusion du contrat

La présentation des articles dans la boutique ne constitue pas une offre ferme. Dans la boutique en ligne, vous passez commande en cinq étapes :

1. Vous choisissez un article, sa couleur et sa taille et le placez dans le panier.
2. Dans le panier, vous vérifiez les articles et les quantités et pouvez les modifier ou les supprimer.
3. Vous indiquez votre adresse de facturation et de livraison et choisissez le mode de livraison et le mode de paiement.
4. La page «Vérifier et commander» récapitule les articles, les prix, tous les frais et vos données. Vous pouvez y corriger chaque saisie à l’aide des liens «Modifier» avant d’envoyer la commande.
5. En cliquant sur le bouton «Commander et payer», vous faites une offre ferme d’achat.

Nous vous confirmons immédiatement la réception de la commande par e-mail; cette confirmation ne vaut pas encore acceptation. Le contrat est conclu lorsque nous expédions la marchandise ou acceptons expressément votre commande, au plus tard dans un délai de cinq jours ouvrables. Les commandes par téléphone et par bon de commande sont conclues de la même manière. La langue du contrat est le français. Nous enregistrons votre commande; vous la retrouvez dans [Mon compte](/customer).

## 3. Prix et frais

Tous nos prix sont des prix finaux en ${currency}, TVA suisse comprise. Nous nous chargeons du dédouanement : les droits de douane, la TVA à l’importation et les frais de dédouanement sont inclus dans nos prix, vous n’avez rien à payer en plus à la livraison. S’y ajoutent, le cas échéant, les frais suivants :

| Prestation | Prix |
|---|---|
| Frais d’envoi par commande | ${price(shop.fees.shipping)} |
| Livraison gratuite dès une valeur de marchandise de | ${price(shop.fees.freeShippingFrom)} |
| Livraison par transporteur (une fois par commande) | ${price(shop.fees.freight)} |
| Livraison express | ${price(shop.fees.expressDelivery)} |
| Frais de paiement à la livraison | ${price(shop.fees.cashOnDelivery)} |
| Supplément pour paiement différé | ${price(shop.fees.paymentPause)} |

La valeur minimale de commande est de ${price(shop.fees.minOrderValue)}. Le paiement échelonné comporte un supplément de 2,9 % du montant de la commande.

## 4. Livraison et transfert des risques

Nous livrons à toute adresse en Suisse. La livraison standard prend en règle générale 3 à 5 jours ouvrables, la livraison express 1 à 2 jours ouvrables. Les meubles et matelas volumineux sont livrés par un transporteur après prise de rendez-vous par téléphone; la livraison express n’est pas possible pour ces articles. Si un article n’est pas disponible, nous vous en informons sans délai et vous remboursons immédiatement les montants déjà versés. Par dérogation à l’art. 185 du Code des obligations (CO), les profits et les risques ne passent à vous qu’à la remise de la marchandise.

## 5. Paiement

- **Facture :** payable dans les 14 jours suivant la réception de la marchandise.
- **Paiement échelonné :** en six mensualités, avec un supplément de 2,9 %.
- **Paiement différé :** payable 100 jours après la date de facture, avec le supplément indiqué ci-dessus.
- **Paiement à la livraison :** au livreur, avec les frais indiqués ci-dessus; impossible pour les articles livrés par transporteur.
- **Paiement anticipé :** nous expédions la commande dès réception de votre paiement.

Pour les paiements sur facture, échelonné et différé, nous vérifions votre identité et votre solvabilité (voir la [déclaration de protection des données](/content/datenschutzhinweise)) et pouvons, au cas par cas, ne proposer que certains modes de paiement. Lorsque la loi fédérale sur le crédit à la consommation (LCC) s’applique au paiement échelonné ou différé, nous en respectons les exigences, notamment l’examen de la capacité de contracter un crédit. En cas de demeure, nous pouvons facturer l’intérêt moratoire de 5 % l’an (art. 104 CO).

## 6. Droit de retour volontaire

Le droit suisse ne prévoit pas de droit de rétractation pour les achats en ligne. Nous vous accordons néanmoins, à titre volontaire, un droit de retour gratuit de 14 jours à compter de la réception de la marchandise. Les conditions figurent sur la page [Droit de retour volontaire](/content/widerrufsbelehrung).

## 7. Garantie

Vous bénéficiez de la garantie légale pour les défauts de la chose (art. 197 ss CO). Le délai de garantie est de deux ans à compter de la livraison (art. 210 CO). Veuillez examiner la marchandise dès sa réception et nous signaler tout défaut sans délai, les défauts cachés dès leur découverte (art. 201 CO). En cas de défaut, vous pouvez, à votre choix, exiger la résolution de la vente ou la réduction du prix, ou le remplacement par un article sans défaut (art. 205 et 206 CO); nous vous proposons en outre la réparation lorsqu’elle est possible. Une garantie du fabricant s’ajoute à ces droits sans les restreindre.

## 8. Responsabilité

Nous répondons des dommages causés intentionnellement ou par négligence grave. Dans la mesure permise par la loi (art. 100 CO), notre responsabilité pour négligence légère est exclue. Restent réservées la responsabilité pour les atteintes à la vie, à l’intégrité corporelle ou à la santé ainsi que la responsabilité selon la loi fédérale sur la responsabilité du fait des produits (LRFP).

## 9. Bons et codes promotionnels

Les bons d’achat et codes promotionnels ne sont pas convertibles en espèces. Sauf indication contraire, un seul code promotionnel peut être utilisé par commande, jusqu’à sa date d’échéance.

## 10. Protection des données

Vous trouverez dans notre [déclaration de protection des données](/content/datenschutzhinweise) comment nous traitons vos données.

## 11. Droit applicable et for

Le contrat est soumis au droit suisse, à l’exclusion de la Convention des Nations Unies sur les contrats de vente internationale de marchandises (Convention de Vienne). Pour toute action contre nous, vous pouvez saisir le tribunal de votre domicile en Suisse ou celui de notre siège; nous ne pouvons agir contre vous que devant le tribunal de votre domicile (art. 114 de la loi fédérale sur le droit international privé, art. 15 à 17 de la Convention de Lugano). Avant d’engager une procédure, adressez-vous volontiers à notre service clientèle : ${mail}.

État : novembre 2026`),
      ],
    },
    {
      slug: 'datenschutzhinweise',
      title: 'Déclaration de protection des données',
      description: `Comment ${shop.brand} traite vos données personnelles selon la nLPD et le RGPD, à quelles fins, pendant combien de temps, et quels sont vos droits.`,
      content: [
        toc,
        richtext(`## Responsable du traitement

${address}
E-mail : ${mail}, téléphone : ${phone}

Notre délégué à la protection des données est joignable à la même adresse avec la mention «Protection des données» ou par e-mail à ${mail}.

## Bases légales

Nous traitons vos données conformément à la loi fédérale sur la protection des données (nLPD), en vigueur dans sa version révisée depuis le 1er septembre 2023. Notre siège se trouvant dans l’Union européenne, nous appliquons en outre le règlement général sur la protection des données de l’UE (RGPD); les bases juridiques indiquées ci-dessous s’y réfèrent.

## Quelles données nous traitons et pourquoi

- **Commande et livraison :** nom, adresse, adresse e-mail, numéro de téléphone, articles commandés et données de paiement, pour exécuter votre commande (art. 6, par. 1, let. b, RGPD).
- **Dédouanement :** nom, adresse, contenu et valeur de l’envoi, que nous transmettons à notre déclarant en douane et à l’Office fédéral de la douane et de la sécurité des frontières (OFDF) pour l’importation en Suisse (art. 6, par. 1, let. b, RGPD).
- **Compte client :** vos données d’accès et l’historique de vos commandes, tant que vous utilisez le compte (art. 6, par. 1, let. b, RGPD).
- **Paiement sur facture, échelonné ou différé :** vérification de votre identité et de votre solvabilité auprès d’agences de renseignements commerciaux avant l’acceptation de la commande (art. 6, par. 1, let. b et f, RGPD; intérêt légitime à se protéger contre les défauts de paiement).
- **Newsletter :** votre adresse e-mail, uniquement avec votre consentement et après confirmation (art. 6, par. 1, let. a, RGPD); vous pouvez vous désabonner à tout moment.
- **Service clientèle :** vos messages et nos réponses, pour traiter votre demande (art. 6, par. 1, let. b et f, RGPD).
- **Sécurité :** journaux techniques (adresse IP, heure, page consultée) conservés 30 jours au plus, pour détecter et repousser les attaques (art. 6, par. 1, let. f, RGPD).

La vérification de solvabilité peut conduire à une décision individuelle automatisée, à savoir si un mode de paiement vous est proposé. Vous pouvez alors faire valoir votre point de vue et demander qu’une personne réexamine la décision (art. 21 nLPD, art. 22 RGPD); les autres modes de paiement restent à votre disposition.

## Cookies et techniques similaires

Nous utilisons sans consentement les cookies techniquement nécessaires (panier, connexion, vos choix en matière de cookies). Tous les autres cookies, pour les statistiques, les fonctions de confort et les recommandations personnalisées, ne sont utilisés qu’avec votre consentement, que vous pouvez retirer à tout moment dans les paramètres des cookies. Vous pouvez en outre vous opposer au suivi sur la page [Opposition au suivi](/optout).

## Destinataires

Nous ne communiquons vos données que dans la mesure nécessaire à l’exécution du contrat : à La Poste Suisse et aux transporteurs, aux prestataires de paiement et agences de renseignements commerciaux, à nos prestataires informatiques en tant que sous-traitants liés par contrat, aux autorités douanières ainsi qu’aux autorités auxquelles nous sommes légalement tenus de les transmettre.

## Communication à l’étranger

Nous traitons vos données en Suisse et dans l’Union européenne, en particulier ${local.seatCountry}. Le Conseil fédéral reconnaît aux États de l’UE et de l’EEE un niveau de protection adéquat (annexe 1 de l’ordonnance sur la protection des données, OPDo). Nous ne communiquons pas de données vers d’autres pays.

## Durée de conservation

Nous conservons les données contractuelles et les pièces comptables pendant dix ans, conformément aux obligations commerciales et fiscales de conservation (notamment art. 70 de la loi sur la TVA). Nous effaçons les données de votre compte client lorsque vous supprimez le compte, sauf obligation de conservation. Nous effaçons les données de la newsletter après votre désabonnement.

## Sécurité des données

Nous protégeons vos données par des mesures techniques et organisationnelles appropriées, notamment une transmission chiffrée (TLS) et des droits d’accès restreints.

## Vos droits

Vous avez le droit d’obtenir des renseignements sur vos données (art. 25 nLPD, art. 15 RGPD), de les faire rectifier ou effacer, de faire limiter leur traitement, de vous opposer au traitement et de recevoir vos données dans un format courant ou de les faire transmettre (art. 28 nLPD, art. 20 RGPD). Vous pouvez retirer un consentement à tout moment pour l’avenir. Il vous suffit d’écrire à ${mail}.

Si vous estimez que nous traitons vos données de manière illicite, vous pouvez vous adresser au Préposé fédéral à la protection des données et à la transparence (PFPDT), Feldeggweg 1, 3003 Berne, [www.edoeb.admin.ch](https://www.edoeb.admin.ch), ou déposer une plainte auprès de ${local.dataAuthority}, autorité de contrôle compétente pour notre siège (art. 77 RGPD).

État : novembre 2026`),
      ],
    },
    {
      slug: 'widerrufsbelehrung',
      title: 'Droit de retour volontaire',
      description: `Le droit de retour volontaire de ${shop.brand} : 14 jours sans indication de motifs, retour gratuit, formulaire de retour facultatif.`,
      content: [
        richtext(`## Une promesse volontaire

Le droit suisse ne prévoit pas de droit de rétractation général pour les achats en ligne, par téléphone ou par correspondance. **Nous vous accordons néanmoins, à titre volontaire, un droit de retour de 14 jours** aux conditions suivantes. Ce droit de retour s’ajoute à vos droits de garantie légaux (art. 197 ss CO) et ne les restreint en rien.

## Délai et exercice

Vous pouvez nous retourner la marchandise sans indication de motifs dans les 14 jours à compter du jour où vous-même, ou un tiers désigné par vous autre que le transporteur, l’avez reçue. Si une commande est livrée en plusieurs envois, le délai court à compter de la réception du dernier envoi.

Il vous suffit de renvoyer la marchandise dans ce délai avec le bon de retour joint au colis; la date d’envoi fait foi. Vous pouvez aussi nous informer de votre retour par lettre, par e-mail ou par téléphone (${addressLine}, ${mail}, ${phone}) et renvoyer la marchandise dans les 14 jours qui suivent, par exemple au moyen du formulaire facultatif ci-dessous.

## Frais de retour

**Le retour est gratuit pour vous.** Déposez le colis muni du bon de retour dans un office de poste. Nous venons chercher chez vous les articles livrés par transporteur : appelez-nous pour convenir d’un rendez-vous.

## Remboursement

Nous vous remboursons le prix des articles retournés ainsi que les frais d’envoi standard payés, au plus tard 15 jours ouvrables après réception du retour, au moyen du mode de paiement que vous avez utilisé; les factures encore ouvertes sont créditées en conséquence. Les suppléments pour la livraison express et le paiement à la livraison ne sont pas remboursés. Le remboursement ne vous coûte rien.

Vous pouvez essayer la marchandise comme vous le feriez en magasin. Si vous l’utilisez au-delà de ce qui est nécessaire pour en examiner la nature, les caractéristiques et le fonctionnement, nous pouvons déduire du remboursement la perte de valeur qui en résulte.

## Exclusions

Le droit de retour volontaire ne s’applique pas aux articles confectionnés selon vos indications (par exemple sur mesure) ni aux articles scellés qui, pour des raisons de santé ou d’hygiène, ne peuvent être repris après ouverture du scellé (par exemple les sous-vêtements et maillots de bain dont le scellé d’hygiène a été retiré).

## Droit de révocation légal dans des cas particuliers

Dans les cas prévus aux art. 40a ss CO, par exemple si nous vous avons démarché par téléphone de notre propre initiative et que le prix dépasse 100 francs, vous disposez en outre d’un droit de révocation légal de 14 jours. Ce droit reste entièrement réservé.

---

## Formulaire de retour (facultatif)

Si vous souhaitez nous informer de votre retour par écrit, remplissez ce formulaire et envoyez-le à ${addressLine}, e-mail : ${email}.

- Je retourne les articles suivants : …
- Commandés le / reçus le : …
- Numéro de commande : …
- Nom : …
- Adresse : …
- Signature (uniquement pour un formulaire sur papier) : …
- Date : …`),
      ],
    },
    {
      slug: 'barrierefreiheitserklaerung',
      title: 'Déclaration d’accessibilité',
      description: `Dans quelle mesure la boutique en ligne ${shop.brand} est accessible, ce qui ne l’est pas encore et comment nous signaler un obstacle.`,
      content: [
        richtext(`## Notre engagement

${shop.legalName} s’engage volontairement à rendre sa boutique en ligne accessible à toutes et à tous, y compris aux personnes en situation de handicap. Notre objectif est le niveau AA des règles pour l’accessibilité des contenus web (WCAG) 2.1, tel que repris par la norme européenne EN 301 549.

## État de conformité

Cette boutique en ligne est **en grande partie conforme** à ces exigences. Toutes les pages sont utilisables au clavier et proposent des liens d’accès rapide au contenu principal et aux catégories. Les champs de formulaire sont étiquetés et les messages d’erreur sont lus par les lecteurs d’écran. Les images ont des textes alternatifs et les couleurs respectent les contrastes requis.

## Contenus non accessibles

- Les photos de produits ne décrivent pas tous les détails visibles uniquement sur l’image (par exemple les motifs); les informations essentielles figurent dans la description de l’article.
- Les anciennes factures au format PDF ne sont pas entièrement balisées; sur demande, nous vous les envoyons dans un format accessible.

## Établissement de cette déclaration

Cette déclaration a été établie le 24 novembre 2026 sur la base d’une auto-évaluation à l’aide d’outils de contrôle automatiques et de tests au clavier et avec un lecteur d’écran. Nous la révisons au moins une fois par an.

## Retour d’information et contact

Vous avez rencontré un obstacle ou avez besoin d’un contenu dans un autre format? Écrivez-nous à ${mail} ou appelez-nous au ${tel}. Nous vous répondons dans un délai de 14 jours et vous aidons volontiers à passer commande par téléphone.`),
      ],
    },
  ];
}
