import { SILHOUETTES, isSilhouetteKey, type SilhouetteKey } from './silhouettes';

/** Product image canvas: the 1390:1860 portrait aspect of the product images. */
export const PRODUCT_IMAGE_WIDTH = 1390;
export const PRODUCT_IMAGE_HEIGHT = 1860;

const FALLBACK_COLOR = '#888888';
const COLOR_RE = /^#[0-9a-f]{6}$/i;

/** centre of the floor line the items stand on (and of the floor shadow) */
const FLOOR_X = 695;
const FLOOR_Y = 1560;

/**
 * Point of interest for the detail view (variant 1): the zoomed crop is centred there.
 * Items not listed are zoomed on the centre of the drawing.
 */
const DETAIL_FOCUS: Partial<Record<SilhouetteKey, readonly [number, number]>> = {
  dress: [695, 620],
  top: [695, 560],
  trousers: [695, 520],
  skirt: [695, 620],
  jacket: [695, 640],
  coat: [695, 620],
  swimsuit: [695, 620],
  bikini: [695, 560],
  bra: [695, 760],
  briefs: [695, 860],
  nightwear: [695, 560],
  hosiery: [695, 1400],
  shoe: [780, 1300],
  boot: [620, 1340],
  sandal: [695, 760],
  bag: [695, 980],
  scarf: [695, 900],
  belt: [560, 880],
  jewellery: [695, 1380],
  watch: [695, 930],
  hat: [695, 1000],
  gloves: [520, 800],
  bedlinen: [695, 700],
  towel: [760, 1000],
  curtain: [420, 1050],
  cushion: [695, 900],
  blanket: [695, 1250],
  carpet: [695, 1200],
  mattress: [800, 1100],
  slattedframe: [760, 1050],
  bed: [620, 1080],
  shelf: [695, 700],
  cabinet: [960, 1100],
  table: [695, 960],
  chair: [695, 900],
  box: [800, 1000],
  lamp: [695, 760],
  vase: [695, 900],
  candle: [700, 800],
  pot: [695, 900],
  appliance: [695, 1000],
  vacuum: [860, 800],
  gift: [695, 820],
  generic: [695, 700],
};

interface Backdrop {
  top: string;
  bottom: string;
}

/** a subtle neutral gradient per variant: cool light grey, warm grey, beige */
const BACKDROPS: readonly [Backdrop, Backdrop, Backdrop] = [
  { top: '#f5f4f1', bottom: '#e9e6e0' },
  { top: '#f2f0ec', bottom: '#e4e0d9' },
  { top: '#f3eee6', bottom: '#e6ddd0' },
];

export interface RenderProductSvgOptions {
  silhouette: SilhouetteKey;
  /** product colour as '#rrggbb'; anything else falls back to a neutral grey */
  color: string;
  /** image index: 0 = front view, 1 = detail (zoomed crop), 2 = styled with a background shape; larger indices cycle */
  variant: number;
  /** accessible name of the image (stored as <title>, never rendered as text) */
  label?: string;
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => {
    switch (c) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&#39;';
    }
  });
}

/** Normalises a colour to lower-case '#rrggbb', or the fallback grey if it is not one. */
export function normalizeColor(color: unknown): string {
  return typeof color === 'string' && COLOR_RE.test(color) ? color.toLowerCase() : FALLBACK_COLOR;
}

/** WCAG relative luminance (0 = black, 1 = white) of a validated '#rrggbb' colour. */
function luminance(hex: string): number {
  const channel = (offset: number): number => {
    const v = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Mixes two validated '#rrggbb' colours; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  let out = '#';
  for (const offset of [1, 3, 5]) {
    const va = parseInt(a.slice(offset, offset + 2), 16);
    const vb = parseInt(b.slice(offset, offset + 2), 16);
    out += Math.round(va + (vb - va) * t)
      .toString(16)
      .padStart(2, '0');
  }
  return out;
}

function normalizeVariant(variant: number): 0 | 1 | 2 {
  const n = Number.isFinite(variant) ? Math.trunc(variant) : 0;
  const v = ((n % 3) + 3) % 3;
  return v === 1 ? 1 : v === 2 ? 2 : 0;
}

/**
 * Renders the deterministic product picture of one product type in one colour as a standalone
 * SVG document (1390×1860, no external resources, no text), ready to be rasterised by sharp.
 */
export function renderProductSvg(opts: RenderProductSvgOptions): string {
  const key: SilhouetteKey = isSilhouetteKey(String(opts.silhouette)) ? opts.silhouette : 'generic';
  const color = normalizeColor(opts.color);
  const variant = normalizeVariant(opts.variant);
  const backdrop = BACKDROPS[variant];
  const lum = luminance(color);

  // Details are drawn as translucent black; on very dark colours they would vanish, so they
  // turn into translucent white there.
  let fragment = SILHOUETTES[key];
  if (lum < 0.06) fragment = fragment.replaceAll('"#000"', '"#fff"');

  // Very light colours get a thin outline: the whole drawing is laid down once more underneath
  // in a darker tone and stroked, so only its outer contour peeks out around the filled shapes.
  const outlineColor = mix(color, '#5b554c', 0.55);
  const outline =
    lum > 0.7
      ? `<g color="${outlineColor}" stroke="${outlineColor}" stroke-opacity=".7" stroke-width="9" stroke-linejoin="round">${fragment}</g>`
      : '';
  const item = `${outline}<g color="${color}">${fragment}</g>`;

  const shadow = `<ellipse cx="${FLOOR_X}" cy="${FLOOR_Y + 8}" rx="470" ry="56" fill="url(#floorShadow)"/>`;

  let scene: string;
  if (variant === 1) {
    // detail: a zoomed, slightly rotated crop around the point of interest
    const [fx, fy] = DETAIL_FOCUS[key] ?? [695, 930];
    scene = `<g transform="translate(695 930) rotate(-6) scale(1.65) translate(${-fx} ${-fy})">${shadow}${item}</g>`;
  } else if (variant === 2) {
    // styled: an arch in a soft tint of the product colour behind a slightly smaller item
    const tint = mix(mix(color, backdrop.bottom, 0.88), '#ddd6ca', 0.3);
    const arch = `<path fill="${tint}" d="M205 1640V790A490 490 0 0 1 1185 790V1640Z"/>`;
    const floor = `<rect x="0" y="1640" width="${PRODUCT_IMAGE_WIDTH}" height="220" fill="#000" fill-opacity=".035"/>`;
    scene = `${arch}${floor}<g transform="translate(${FLOOR_X} 1640) scale(0.86) translate(${-FLOOR_X} ${-FLOOR_Y})">${shadow}${item}</g>`;
  } else {
    scene = shadow + item;
  }

  const title = opts.label ? `<title>${escapeXml(opts.label)}</title>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_IMAGE_WIDTH}" height="${PRODUCT_IMAGE_HEIGHT}" viewBox="0 0 ${PRODUCT_IMAGE_WIDTH} ${PRODUCT_IMAGE_HEIGHT}">` +
    title +
    '<defs>' +
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop.top}"/><stop offset="1" stop-color="${backdrop.bottom}"/></linearGradient>` +
    '<radialGradient id="floorShadow"><stop offset="0" stop-color="#000" stop-opacity=".2"/><stop offset=".6" stop-color="#000" stop-opacity=".08"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
    '</defs>' +
    `<rect width="${PRODUCT_IMAGE_WIDTH}" height="${PRODUCT_IMAGE_HEIGHT}" fill="url(#bg)"/>` +
    scene +
    '</svg>'
  );
}
