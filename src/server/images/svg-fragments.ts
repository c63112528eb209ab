/**
 * Building blocks of the silhouettes: SVG paths in the product colour, translucent details,
 * shades and highlights, and planes in perspective for furniture.
 */

/** main shape in the product colour */
export const main = (d: string): string => `<path fill="currentColor" d="${d}"/>`;
/** seams, folds and edges: translucent dark strokes */
export const det = (d: string, w = 8): string =>
  `<path fill="none" stroke="#000" stroke-opacity=".2" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round" d="${d}"/>`;
/** shaded faces (sides of furniture, inner parts) */
export const shade = (d: string, o = 0.14): string =>
  `<path fill="#000" fill-opacity="${o}" stroke="none" d="${d}"/>`;
/** soft light reflections */
export const hi = (d: string, o = 0.22): string =>
  `<path fill="#fff" fill-opacity="${o}" stroke="none" d="${d}"/>`;

export const r = (n: number): string => String(Math.round(n));

export type Vec = readonly [number, number];

/** a parallelogram plane in perspective: origin o, edge vectors u and v */
export function plane(o: Vec, u: Vec, v: Vec) {
  const at = (a: number, b: number): string =>
    `${r(o[0] + a * u[0] + b * v[0])} ${r(o[1] + a * u[1] + b * v[1])}`;
  return {
    at,
    quad: (a0: number, a1: number, b0: number, b1: number): string =>
      `M${at(a0, b0)}L${at(a1, b0)}L${at(a1, b1)}L${at(a0, b1)}Z`,
    line: (a0: number, b0: number, a1: number, b1: number): string => `M${at(a0, b0)}L${at(a1, b1)}`,
  };
}
