import { formatPrice } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { localeMoney } from '@/lib/shop/shop-money';
import { markdown } from './lexical';
import { qa } from './seed-blocks';
import type { SeedPage } from './seed-page';

/** Customer service, delivery FAQ, sustainability and newsletter pages of a fr-CH shop. */
export function servicePagesFrCh(shop: ShopConfig): SeedPage[] {
  const money = localeMoney(shop.locale);
  const price = (cents: number) => formatPrice(cents, money);
  const { phone } = shop.customerService;
  const phoneBox = {
    blockType: 'PhoneBox',
    icon: 'PHONE',
    title: 'Commande et conseil',
    subtitle: 'Lu–ve 8 h–20 h, sa 9 h–16 h',
    number: phone,
    disclaimer: phone.startsWith('0800')
      ? 'Appel gratuit depuis toute la Suisse'
      : 'Au tarif d’un appel national, selon votre opérateur',
  };
  const mailBox = {
    blockType: 'ContactBox',
    icon: 'MAIL',
    title: 'Écrivez-nous',
    content: markdown('Nous vous répondons dans les 24 heures les jours ouvrables.'),
    buttonLabel: 'Vers le formulaire de contact',
    buttonLink: '/contact',
  };
  return [
    {
      slug: 'kundenservice/faq',
      title: 'Questions fréquentes',
      description: `Réponses aux questions les plus fréquentes sur la commande, le paiement, les retours et le compte client chez ${shop.brand}.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(
            `Vous trouverez ici les réponses aux questions les plus fréquentes. Pour les délais et les frais de livraison, consultez les [questions sur la livraison](/content/kundenservice/faq-lieferung).`,
          ),
        },
        {
          blockType: 'Accordion',
          defaultIndex: 1,
          items: [
            qa(
              'Comment puis-je commander?',
              `Dans la boutique en ligne, par téléphone au ${phone} ou au moyen du [bon de commande direct](/directorderform) avec les numéros d’article de notre catalogue.`,
            ),
            qa(
              'Quels modes de paiement proposez-vous?',
              `Vous payez confortablement sur facture dans les 14 jours, en six mensualités (supplément de 2,9 %), en différé dans 100 jours (supplément de ${price(shop.fees.paymentPause)}), à la livraison (${price(shop.fees.cashOnDelivery)}) ou par paiement anticipé.`,
            ),
            qa(
              'Comment retourner un article?',
              'Joignez le bon de retour au colis et déposez-le dans un office de poste : le retour est gratuit. Nous vous accordons volontairement 14 jours à compter de la réception; tous les détails figurent sur la page [Droit de retour volontaire](/content/widerrufsbelehrung).',
            ),
            qa(
              'Quand serai-je remboursé?',
              'Dès que votre retour nous est parvenu, nous vous créditons le montant au plus tard dans les 15 jours ouvrables; la comptabilisation sur votre compte prend ensuite 3 à 5 jours ouvrables.',
            ),
            qa(
              'Comment modifier mes données dans le compte client?',
              'Connectez-vous dans [Mon compte](/customer). Vous pouvez y modifier votre adresse et vos données de paiement; pour une nouvelle adresse e-mail, veuillez contacter notre service clientèle.',
            ),
            qa(
              'Comment utiliser un bon?',
              'Saisissez le code dans le champ «Code du bon» à la dernière étape de la commande. Un seul code promotionnel peut être utilisé par commande.',
            ),
          ],
        },
        phoneBox,
        mailBox,
        { blockType: 'ActionButton', label: 'Démarrer le chat', type: 'CHAT' },
      ],
    },
    {
      slug: 'kundenservice/faq-lieferung',
      title: 'Questions sur la livraison',
      description: `Délais de livraison, frais d’envoi, douane, livraison par transporteur et suivi des envois chez ${shop.brand}.`,
      content: [
        {
          blockType: 'Accordion',
          defaultIndex: 1,
          items: [
            qa(
              'Combien de temps dure la livraison?',
              'Nous livrons les articles en stock en 3 à 5 jours ouvrables, en livraison express en 1 à 2 jours ouvrables. Le délai de chaque article est indiqué sur sa page et dans le panier.',
            ),
            qa(
              'Combien coûte la livraison?',
              `Nous facturons ${price(shop.fees.shipping)} par commande; dès ${price(shop.fees.freeShippingFrom)} d’achat, la livraison est gratuite. La livraison express coûte ${price(shop.fees.expressDelivery)}.`,
            ),
            qa(
              'Dois-je payer des droits de douane ou la TVA?',
              'Non. Nous nous chargeons du dédouanement : les droits de douane, la TVA suisse et les frais de dédouanement sont compris dans nos prix. Aucun frais supplémentaire ne vous est demandé à la livraison.',
            ),
            qa(
              'Comment sont livrés les articles volumineux?',
              `Les grands meubles et les matelas sont livrés par un transporteur, après prise de rendez-vous par téléphone, jusque dans votre logement (${price(shop.fees.freight)} une fois par commande). Sur demande, il reprend votre ancien matelas ou sommier à lattes et l’élimine dans les règles (${price(shop.fees.disposalServicePerPiece)} par pièce).`,
            ),
            qa(
              'Où est mon colis?',
              'Dès que votre colis est en route, nous vous envoyons un e-mail avec le lien de suivi. Vous voyez aussi vos livraisons en cours dans [Mon compte](/customer).',
            ),
            qa(
              'Livrez-vous aussi dans un point de retrait ou à l’étranger?',
              'Nous livrons à toute adresse en Suisse, y compris dans les points de retrait de La Poste. Pour d’autres pays, commandez dans la boutique correspondante de notre famille de boutiques.',
            ),
          ],
        },
        phoneBox,
      ],
    },
    {
      slug: 'nachhaltigkeit',
      title: 'Durabilité',
      description: `Comment ${shop.brand} choisit, emballe et livre la mode et les articles pour la maison de manière responsable.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(`## Notre responsabilité, du fil jusqu’à votre porte

Une belle pièce doit vous faire plaisir longtemps. C’est pourquoi nous misons sur une qualité durable, une fabrication équitable et des trajets courts, et vous montrons à quoi être attentif lors de vos achats.`),
        },
        {
          blockType: 'Checklist',
          title: 'Ce que nous faisons',
          textList: [
            {
              text: 'Du coton issu d’une culture durable certifiée pour tous les basiques de nos marques propres',
            },
            {
              text: 'Des cartons d’expédition en papier 100 % recyclé, sans matériau de calage en plastique',
            },
            { text: 'Les articles d’une même commande regroupés autant que possible dans un seul colis' },
            { text: 'Des audits sociaux réguliers chez tous nos partenaires de production' },
          ],
        },
        {
          blockType: 'DosDonts',
          titleDos: 'Pour que vos vêtements durent plus longtemps',
          textListDos: [
            { text: 'Laver à basse température et sur l’envers' },
            { text: 'Aérer la laine plutôt que la laver' },
            { text: 'Faire sécher sur un cintre' },
          ],
          titleDonts: 'Ce qui abîme les fibres',
          textListDonts: [
            { text: 'Un lave-linge trop rempli' },
            { text: 'Un sèche-linge chaud pour la laine et la viscose' },
            { text: 'De l’adoucissant pour les vêtements techniques' },
          ],
        },
        {
          blockType: 'Tip',
          title: 'Notre conseil',
          content: markdown(
            'Plus vous portez un vêtement longtemps, plus son empreinte écologique par utilisation diminue.',
          ),
        },
      ],
    },
    {
      slug: 'newsletter',
      title: 'Newsletter',
      description: `La newsletter de ${shop.brand} : nouveautés, offres et 10 % de réduction unique sur votre prochaine commande.`,
      content: [
        {
          blockType: 'Richtext',
          richtext: markdown(`## Soyez la première informée

Avec notre newsletter, vous découvrez en avant-première nos nouvelles collections, nos offres exclusives et nos promotions. Pour vous remercier, vous recevez **une réduction unique de 10 %** sur votre prochaine commande. L’inscription est possible dès 18 ans et vous pouvez vous désabonner à tout moment.`),
        },
        {
          blockType: 'Button',
          label: 'S’abonner maintenant',
          link: '/newsletter/subscribe',
          color: 'Primary',
        },
        {
          blockType: 'Richtext',
          richtext: markdown(
            'Nous utilisons vos données uniquement pour la newsletter; plus d’informations dans notre [déclaration de protection des données](/content/datenschutzhinweise). Vous pouvez vous désabonner à l’aide du lien figurant à la fin de chaque newsletter ou sur la page [Se désabonner de la newsletter](/newsletter/unsubscribe).',
          ),
        },
      ],
    },
  ];
}
