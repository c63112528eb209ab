/** A content page as the seed writes it: texts in one locale, content as CMS blocks. */
export interface SeedPage {
  slug: string;
  title: string;
  description: string;
  indexDirective?: 'index, follow' | 'noindex, follow';
  content: Record<string, unknown>[];
}

/** The company data an imprint needs, per shop family (seed data; editors keep it in the CMS). */
export interface CompanyFacts {
  register: string;
  vatId: string;
  managingDirectors: string;
  authority: string;
  chamber: string;
  /** the trade rules the company is subject to */
  rules: string;
}

const LINDGARD: CompanyFacts = {
  register: 'FN 184512 k, Landesgericht für ZRS Graz',
  vatId: 'ATU48162937',
  managingDirectors: 'Mag. Eva Lindner, DI Thomas Gartner',
  authority: 'Magistrat der Stadt Graz',
  chamber: 'Wirtschaftskammer Steiermark, Sparte Handel',
  rules: 'Gewerbeordnung, abrufbar unter [www.ris.bka.gv.at](https://www.ris.bka.gv.at)',
};

const SOPHIE: CompanyFacts = {
  register: 'HRB 172394, Amtsgericht Hamburg',
  vatId: 'DE318465920',
  managingDirectors: 'Sophie Brandt, Dr. Lars Petersen',
  authority: 'Bezirksamt Hamburg-Mitte, Fachamt Verbraucherschutz, Gewerbe und Umwelt',
  chamber: 'Handelskammer Hamburg',
  rules:
    'Gewerbeordnung (GewO), abrufbar unter [www.gesetze-im-internet.de](https://www.gesetze-im-internet.de)',
};

const CASALUNA: CompanyFacts = {
  register: 'HRB 268531, Amtsgericht München',
  vatId: 'DE327198406',
  managingDirectors: 'Katharina Huber, Maximilian Wolf',
  authority: 'Kreisverwaltungsreferat der Landeshauptstadt München',
  chamber: 'IHK für München und Oberbayern',
  rules:
    'Gewerbeordnung (GewO), abrufbar unter [www.gesetze-im-internet.de](https://www.gesetze-im-internet.de)',
};

const HEMMA: CompanyFacts = {
  register: 'Org.nr 559214-3807, Bolagsverket',
  vatId: 'SE559214380701',
  managingDirectors: 'Ingrid Lindqvist',
  authority: 'Konsumentverket, Karlstad',
  chamber: 'Stockholms Handelskammare',
  rules: 'aktiebolagslagen (2005:551), abrufbar unter [www.riksdagen.se](https://www.riksdagen.se)',
};

export const COMPANY_FACTS: Record<string, CompanyFacts> = {
  sophie: SOPHIE,
  casaluna: CASALUNA,
  hemma: HEMMA,
  lindgard: LINDGARD,
  // the outlet is run by the same company
  outlet: LINDGARD,
  mirella: {
    register: 'KvK 72619834, Kamer van Koophandel Amsterdam',
    vatId: 'NL859274613B01',
    managingDirectors: 'Marleen de Vries, Jan Bakker',
    authority: 'Autoriteit Consument & Markt (ACM), Den Haag',
    chamber: 'Kamer van Koophandel',
    rules: 'niederländisches Handelsregistergesetz (Handelsregisterwet 2007)',
  },
};
