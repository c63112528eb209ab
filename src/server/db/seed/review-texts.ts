/**
 * German phrases the demo reviews are put together from (seed-reviews.ts): titles per star count,
 * sentences per property and value, openers and closers. Deterministic choice, varied lengths.
 */
export const REVIEW_TITLES: Record<number, readonly string[]> = {
  5: ['Wunderschön!', 'Absolut empfehlenswert', 'Perfekt', 'Ein Traum', 'Bin begeistert', 'Top Qualität', 'Sehr zufrieden', 'Würde ich sofort wieder kaufen', 'Lieblingsstück', 'Genau wie beschrieben'],
  4: ['Sehr schön', 'Gute Qualität', 'Schöner Artikel', 'Bin zufrieden', 'Fast perfekt', 'Empfehlenswert', 'Hübsch und praktisch', 'Guter Kauf'],
  3: ['Ganz okay', 'Mittelmaß', 'Geht so', 'Nicht ganz überzeugt', 'Für den Preis in Ordnung', 'Hatte mir mehr erwartet'],
  2: ['Leider enttäuscht', 'Nicht wie erwartet', 'Eher nicht', 'Qualität lässt zu wünschen übrig', 'Geht zurück'],
  1: ['Nicht zu empfehlen', 'Sehr enttäuschend', 'Leider gar nicht gut', 'Sofort zurückgeschickt', 'Schade ums Geld'],
}; // prettier-ignore

export const REVIEW_OPENERS: Record<number, readonly string[]> = {
  5: ['Ich bin rundum zufrieden.', 'Der Artikel hat meine Erwartungen übertroffen.', 'Schon beim Auspacken war ich begeistert.', 'Ein wirklich gelungener Kauf.'],
  4: ['Insgesamt bin ich sehr zufrieden.', 'Ein schöner Artikel mit kleinen Schwächen.', 'Gefällt mir gut.'],
  3: ['Der Artikel ist in Ordnung, mehr aber auch nicht.', 'Ich bin zwiegespalten.', 'Auf den Fotos wirkte er etwas hochwertiger.'],
  2: ['Leider hat mich der Artikel nicht überzeugt.', 'Ich hatte mir deutlich mehr erwartet.'],
  1: ['Ich bin sehr enttäuscht.', 'Das war leider ein Fehlkauf.'],
}; // prettier-ignore

/** sentences per property and rating 1–5 (fit: 1 runs small, 3 true to size, 5 runs large) */
export const ATTRIBUTE_SENTENCES: Record<string, Record<number, readonly string[]>> = {
  fit: {
    1: ['Fällt deutlich kleiner aus, ich musste eine Nummer größer bestellen.', 'Die Größe fällt sehr klein aus.'],
    2: ['Fällt etwas klein aus.', 'Eher knapp geschnitten, bei Zwischengrößen lieber die größere nehmen.'],
    3: ['Die Größe passt genau.', 'Passt wie angegossen in meiner normalen Größe.', 'Größentabelle stimmt, sitzt perfekt.'],
    4: ['Fällt etwas größer aus.', 'Eher weit geschnitten, mir gefällt das aber.'],
    5: ['Fällt sehr groß aus, lieber eine Nummer kleiner nehmen.', 'Viel zu weit, ich habe eine Nummer kleiner nachbestellt.'],
  },
  quality: {
    1: ['Die Nähte haben sich schon nach dem ersten Waschen gelöst.', 'Die Verarbeitung ist leider schlecht.'],
    2: ['Der Stoff wirkt recht dünn.', 'Die Qualität entspricht nicht ganz dem Preis.'],
    3: ['Die Qualität ist ordentlich.', 'Verarbeitung in Ordnung, nichts Besonderes.'],
    4: ['Gute Verarbeitung, der Stoff fühlt sich angenehm an.', 'Die Qualität ist gut.'],
    5: ['Hervorragende Qualität, sauber verarbeitet.', 'Das Material ist wirklich hochwertig.', 'Auch nach mehreren Wäschen wie neu.'],
  },
  comfort: {
    1: ['Kratzt leider unangenehm auf der Haut.', 'Sehr unbequem zu tragen.'],
    2: ['Nicht besonders bequem.', 'Nach ein paar Stunden drückt es.'],
    3: ['Trägt sich ganz angenehm.', 'Bequem genug für den Alltag.'],
    4: ['Sehr bequem zu tragen.', 'Angenehm weich.'],
    5: ['Unglaublich bequem, ich möchte es gar nicht mehr ausziehen.', 'Trägt sich wie eine zweite Haut.'],
  },
  look: {
    1: ['Die Farbe sieht in echt ganz anders aus als auf dem Foto.', 'Optisch leider gar nicht mein Fall.'],
    2: ['Sieht in Wirklichkeit weniger schön aus als auf den Bildern.'],
    3: ['Optisch in Ordnung.', 'Sieht aus wie auf den Bildern.'],
    4: ['Sieht sehr hübsch aus.', 'Die Farbe ist schön kräftig.'],
    5: ['Ein echter Hingucker, ich bekomme ständig Komplimente.', 'Sieht noch schöner aus als auf den Fotos.'],
  },
  value: {
    1: ['Für diesen Preis eine Frechheit.', 'Viel zu teuer für das, was man bekommt.'],
    2: ['Etwas zu teuer.'],
    3: ['Preis und Leistung passen.', 'Für den Preis in Ordnung.'],
    4: ['Gutes Preis-Leistungs-Verhältnis.'],
    5: ['Für diesen Preis unschlagbar.', 'Im Sale ein echtes Schnäppchen.'],
  },
}; // prettier-ignore

/** extra sentences about use, per product group */
export const USE_SENTENCES = {
  fashion: ['Ich trage es gerne im Büro und in der Freizeit.', 'Lässt sich gut kombinieren.', 'Habe es gleich in einer zweiten Farbe bestellt.', 'Auch nach dem Waschen formstabil.', 'Perfekt für den Urlaub.', 'Meine Tochter hat sich gleich eins ausgeliehen.'],
  accessory: ['Passt zu fast allem.', 'Ein schönes Geschenk für meine Schwester.', 'Ich trage es fast täglich.'],
  home: ['Ließ sich problemlos aufbauen.', 'Passt perfekt in unser Wohnzimmer.', 'Die Lieferung kam schnell und gut verpackt.', 'Leicht zu reinigen.', 'Macht den Raum gleich gemütlicher.', 'Die Maße stimmen genau.'],
} as const; // prettier-ignore

export const REVIEW_CLOSERS: Record<number, readonly string[]> = {
  5: ['Klare Kaufempfehlung!', 'Jederzeit wieder.', 'Danke für die schnelle Lieferung.'],
  4: ['Ich kann den Artikel empfehlen.', 'Einen Stern Abzug für die Kleinigkeiten.'],
  3: ['Ich behalte es, aber ein zweites Mal würde ich es nicht kaufen.'],
  2: ['Ich schicke es wahrscheinlich zurück.'],
  1: ['Geht zurück.', 'Schade.'],
}; // prettier-ignore

export const NICKNAMES = [
  'Anna aus Graz', 'Maria K.', 'Sabine', 'Heidi63', 'Claudia W.', 'Birgit aus Linz', 'Monika', 'Petra S.',
  'Elisabeth', 'Karin aus Wien', 'Andrea', 'Gabi', 'Susanne M.', 'Renate', 'Christine', 'Brigitte aus Salzburg',
  'Julia', 'Sandra', 'Martina K.', 'Ingrid', 'Helga', 'Ursula', 'Lisa', 'Katharina', 'Eva aus Innsbruck',
  'Barbara', 'Doris', 'Silvia', 'Michaela', 'Sonja', 'Tanja', 'Daniela', 'Manuela', 'Nicole', 'Waltraud',
  'Hannelore', 'Roswitha', 'Theresa', 'Johanna', 'Magdalena', 'Kerstin', 'Ulrike', 'Gerda', 'Irene', 'Margit',
]; // prettier-ignore
