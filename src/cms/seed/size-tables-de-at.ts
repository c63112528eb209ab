import { markdown } from './lexical';

const CLOTHING = [
  'c-mode-damenmode',
  'c-mode-damen-kleider',
  'c-mode-damen-blusen',
  'c-mode-damen-shirts',
  'c-mode-damen-t-shirts',
  'c-mode-damen-tops',
  'c-mode-damen-tuniken',
  'c-mode-damen-pullover',
  'c-mode-damen-strickjacken',
  'c-mode-damen-sweatshirts',
  'c-mode-damen-hosen',
  'c-mode-damen-roecke',
  'c-mode-damen-jumpsuits',
  'c-mode-damen-jacken',
  'c-mode-damen-maentel',
  'c-mode-damen-blazer',
  'c-mode-damen-anzuege',
  'c-mode-damenmode-grosse-groessen',
  'c-mode-damenmode-50-plus',
  'c-mode-damenmode-basics',
];

/** The size tables of a de-AT shop: women's clothing (body measurements) and shoes (foot length). */
export function sizeTablesDeAt() {
  return [
    {
      internalTitle: 'Damenmode: Körpermaße',
      categoryIds: CLOTHING,
      headline: 'Größentabelle Damenmode',
      table: markdown(`
Messen Sie am besten in Unterwäsche und mit einem weichen Maßband, das straff, aber nicht einschneidend anliegt. Liegen Ihre Maße zwischen zwei Größen, wählen Sie bei figurnahen Schnitten die größere.

| Größe | Brustumfang | Taillenumfang | Hüftumfang |
| 36 | 84 cm | 68 cm | 94 cm |
| 38 | 88 cm | 72 cm | 97 cm |
| 40 | 92 cm | 76 cm | 100 cm |
| 42 | 96 cm | 80 cm | 103 cm |
| 44 | 100 cm | 84 cm | 106 cm |
| 46 | 104 cm | 89 cm | 110 cm |
| 48 | 110 cm | 95 cm | 116 cm |
| 50 | 116 cm | 101 cm | 122 cm |

## So messen Sie richtig

- Brustumfang: waagrecht über die stärkste Stelle der Brust
- Taillenumfang: an der schmalsten Stelle der Taille
- Hüftumfang: waagrecht über die stärkste Stelle des Gesäßes
`),
    },
    {
      internalTitle: 'Schuhe: Fußlänge',
      categoryIds: ['c-mode-schuhe'],
      headline: 'Größentabelle Schuhe',
      table: markdown(`
Stellen Sie sich am Abend – dann sind die Füße am längsten – auf ein Blatt Papier und markieren Sie Ferse und längste Zehe. Messen Sie beide Füße und richten Sie sich nach dem längeren.

| EU-Größe | Fußlänge |
| 36 | 23,0 cm |
| 37 | 23,7 cm |
| 38 | 24,3 cm |
| 39 | 25,0 cm |
| 40 | 25,7 cm |
| 41 | 26,3 cm |
| 42 | 27,0 cm |
`),
    },
  ];
}
