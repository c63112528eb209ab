/** Silhouettes computed from geometry rather than drawn by hand: mattress, slatted frame, pearls. */
import { det, hi, main, plane, r, shade, type Vec } from './svg-fragments';

/** mattress: top face in perspective, 180 high, quilted */
export function mattress(): string {
  const u: Vec = [800, 150];
  const v: Vec = [260, -190];
  const top = plane([165, 1200], u, v);
  const low = plane([165, 1380], u, v);
  const front = plane([165, 1200], u, [0, 180]);
  const hull = `M${top.at(0, 0)}L${top.at(0, 1)}L${top.at(1, 1)}L${low.at(1, 1)}L${low.at(1, 0)}L${low.at(0, 0)}Z`;
  const side = `M${top.at(1, 0)}L${top.at(1, 1)}L${low.at(1, 1)}L${low.at(1, 0)}Z`;
  let quilt = '';
  for (const a of [0.2, 0.4, 0.6, 0.8]) quilt += top.line(a, 0.05, a, 0.95);
  for (const b of [0.33, 0.67]) quilt += top.line(0.02, b, 0.98, b);
  let tufts = '';
  for (const a of [0.2, 0.4, 0.6, 0.8]) {
    for (const b of [0.33, 0.67]) tufts += `M${top.at(a, b)}m-10 0a10 7 0 1 0 20 0a10 7 0 1 0-20 0`;
  }
  return (
    main(hull) +
    shade(front.quad(0, 1, 0, 1), 0.1) +
    shade(side, 0.24) +
    det(quilt, 5) +
    shade(tufts, 0.3) +
    det(`M${top.at(0, 0)}L${top.at(1, 0)}L${top.at(1, 1)}${front.line(0, 0.5, 1, 0.5)}`, 6) +
    shade(front.quad(0.3, 0.38, 0.44, 0.56) + front.quad(0.62, 0.7, 0.44, 0.56), 0.22) +
    hi(`M${top.at(0, 1)}L${top.at(1, 1)}L${top.at(0.98, 0.93)}L${top.at(0.02, 0.93)}Z`, 0.3)
  );
}

/** slatted frame: rails with slats laid across, standing on short legs */
export function slattedFrame(): string {
  const u: Vec = [820, 150];
  const v: Vec = [270, -200];
  const top = plane([150, 1250], u, v);
  const low = plane([150, 1300], u, v);
  let slatPath = '';
  const count = 14;
  for (let i = 0; i < count; i++) {
    const a = 0.06 + (i * 0.88) / (count - 1) - 0.016;
    slatPath += top.quad(a, a + 0.032, 0.08, 0.92);
  }
  const legs = `M${low.at(0, 0)}h28v125h-28zM${low.at(1, 0)}h-28v120h28zM${low.at(1, 1)}h-24v90h24z`;
  return (
    main(legs) +
    `<path fill="currentColor" fill-rule="evenodd" d="${top.quad(0, 1, 0, 1)}${top.quad(0.03, 0.97, 0.12, 0.88)}"/>` +
    main(
      `M${top.at(0, 0)}L${top.at(1, 0)}L${top.at(1, 1)}L${low.at(1, 1)}L${low.at(1, 0)}L${low.at(0, 0)}Z`,
    ) +
    shade(`M${top.at(0, 0)}L${top.at(1, 0)}L${low.at(1, 0)}L${low.at(0, 0)}Z`, 0.16) +
    shade(`M${top.at(1, 0)}L${top.at(1, 1)}L${low.at(1, 1)}L${low.at(1, 0)}Z`, 0.3) +
    main(slatPath) +
    det(`M${top.at(0, 0)}L${top.at(1, 0)}L${top.at(1, 1)}`, 5)
  );
}

/** pearl necklace: beads evenly spaced along a U-shaped curve, with a drop pendant */
export function pearls(): string {
  const pts: Vec[] = [];
  for (let i = 0; i <= 800; i++) {
    const t = (-150 + (300 * i) / 800) * (Math.PI / 180);
    pts.push([695 + 330 * Math.sin(t), 820 + 540 * Math.cos(t)]);
  }
  let circles = '';
  let acc = 0;
  let next = 0;
  for (let i = 1; i < pts.length; i++) {
    const p = pts[i];
    const q = pts[i - 1];
    if (!p || !q) continue;
    acc += Math.hypot(p[0] - q[0], p[1] - q[1]);
    if (acc >= next) {
      circles += `<circle cx="${r(p[0])}" cy="${r(p[1])}" r="27"/>`;
      next += 62;
    }
  }
  return `<g fill="currentColor">${circles}</g>`;
}
