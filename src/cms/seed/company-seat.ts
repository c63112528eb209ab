import type { ShopConfig } from '@/lib/shop/shop';
import { COMPANY_FACTS } from './seed-page';

/** A data protection supervisory authority as the privacy pages name it (Markdown). */
interface Authority {
  name: string;
  address: string;
  url: string;
}

/** What the German-language legal texts need of the country the shop's company sits in. */
export interface CompanySeat {
  country: 'DE' | 'AT' | 'NL' | 'SE' | 'CH';
  /** 'in Österreich', 'in den Niederlanden' … */
  inCountry: string;
  /** the data protection authority competent for the company's seat */
  authority: Authority;
  /** the retention duties of the seat's commercial and tax law, as a sentence end */
  retention: string;
}

const DSK_LIST = 'https://www.datenschutzkonferenz-online.de/datenschutzaufsichtsbehoerden.html';
const GERMAN_AUTHORITIES: [RegExp, Authority][] = [
  [
    /Hamburg/,
    {
      name: 'Der Hamburgische Beauftragte für Datenschutz und Informationsfreiheit',
      address: 'Ludwig-Erhard-Straße 22, 20459 Hamburg',
      url: 'https://datenschutz-hamburg.de',
    },
  ],
  [
    /München|Nürnberg|Augsburg|Regensburg|Würzburg/,
    {
      name: 'Bayerisches Landesamt für Datenschutzaufsicht (BayLDA)',
      address: 'Promenade 18, 91522 Ansbach',
      url: 'https://www.lda.bayern.de',
    },
  ],
];

/** The seat of the shop's company, from its VAT number and postal address. */
export function companySeat(shop: ShopConfig): CompanySeat {
  const facts = COMPANY_FACTS[shop.family] ?? COMPANY_FACTS.lindgard!;
  const city = shop.companyAddress[shop.companyAddress.length - 1] ?? '';
  const prefix = facts.vatId.startsWith('CHE') ? 'CH' : facts.vatId.slice(0, 2);
  switch (prefix) {
    case 'AT':
      return {
        country: 'AT',
        inCountry: 'in Österreich',
        authority: {
          name: 'Österreichische Datenschutzbehörde',
          address: 'Barichgasse 40–42, 1030 Wien, Österreich',
          url: 'https://www.dsb.gv.at',
        },
        retention: 'sieben Jahre (§ 132 Bundesabgabenordnung, § 212 Unternehmensgesetzbuch)',
      };
    case 'NL':
      return {
        country: 'NL',
        inCountry: 'in den Niederlanden',
        authority: {
          name: 'Autoriteit Persoonsgegevens',
          address: 'Postbus 93374, 2509 AJ Den Haag, Niederlande',
          url: 'https://www.autoriteitpersoonsgegevens.nl',
        },
        retention:
          'sieben Jahre (Art. 52 Algemene wet inzake rijksbelastingen, Art. 2:10 Burgerlijk Wetboek)',
      };
    case 'SE':
      return {
        country: 'SE',
        inCountry: 'in Schweden',
        authority: {
          name: 'Integritetsskyddsmyndigheten (IMY)',
          address: 'Box 8114, 104 20 Stockholm, Schweden',
          url: 'https://www.imy.se',
        },
        retention: 'sieben Jahre (7 kap. 2 § bokföringslagen)',
      };
    case 'CH':
      return {
        country: 'CH',
        inCountry: 'in der Schweiz',
        authority: {
          name: 'Eidgenössischer Datenschutz- und Öffentlichkeitsbeauftragter (EDÖB)',
          address: 'Feldeggweg 1, 3003 Bern',
          url: 'https://www.edoeb.admin.ch',
        },
        retention: 'zehn Jahre (Art. 958f Obligationenrecht)',
      };
    default:
      return {
        country: 'DE',
        inCountry: 'in Deutschland',
        authority: GERMAN_AUTHORITIES.find(([pattern]) => pattern.test(city))?.[1] ?? {
          name: 'Die Datenschutzaufsichtsbehörde des Landes, in dem wir unseren Sitz haben',
          address: 'Übersicht der Datenschutzkonferenz',
          url: DSK_LIST,
        },
        retention:
          'acht Jahre für Rechnungen und andere Buchungsbelege, sechs Jahre für Handels- und Geschäftsbriefe (§ 147 Abgabenordnung, § 257 Handelsgesetzbuch)',
      };
  }
}

/** An authority as one Markdown line: name, address, link. */
export function authorityLine({ name, address, url }: Authority): string {
  return `${name}, ${address}, [${url.replace(/^https:\/\//, '')}](${url})`;
}
