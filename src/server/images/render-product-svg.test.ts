import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { renderProductSvg } from './render-product-svg';
import { SILHOUETTES, SILHOUETTE_KEYS, type SilhouetteKey } from './silhouettes';

describe('silhouettes', () => {
  it('has one fragment per key, drawn in the product colour and without external references', () => {
    expect(Object.keys(SILHOUETTES).sort()).toEqual([...SILHOUETTE_KEYS].sort());
    expect(new Set(SILHOUETTE_KEYS).size).toBe(SILHOUETTE_KEYS.length);
    for (const key of SILHOUETTE_KEYS) {
      const fragment = SILHOUETTES[key];
      expect(fragment, key).toContain('fill="currentColor"');
      expect(fragment, key).not.toMatch(/href|url\(|<text|<image|<script|@import/i);
      expect(fragment.length, key).toBeLessThan(2000);
    }
  });
});

describe('renderProductSvg', () => {
  it.each(SILHOUETTE_KEYS)('renders a complete SVG document for %s', (silhouette) => {
    for (const variant of [0, 1, 2]) {
      const svg = renderProductSvg({ silhouette, color: '#1f2a44', variant });
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toContain('viewBox="0 0 1390 1860"');
      expect(svg).toContain('width="1390"');
      expect(svg).toContain('height="1860"');
      expect(svg).toContain('color="#1f2a44"');
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/<text|<image|href=|url\((?!#)/);
    }
  });

  it('falls back to grey for an invalid colour', () => {
    for (const color of ['red', '#fff', '#12345g', '#1234567', '"/><script>', '', 'url(#x)']) {
      const svg = renderProductSvg({ silhouette: 'dress', color, variant: 0 });
      expect(svg).toContain('color="#888888"');
      expect(svg).not.toContain('<script');
    }
    expect(renderProductSvg({ silhouette: 'dress', color: '#A1B2C3', variant: 0 })).toContain(
      'color="#a1b2c3"',
    );
  });

  it('is deterministic', () => {
    for (const silhouette of SILHOUETTE_KEYS) {
      for (const variant of [0, 1, 2, 3]) {
        const a = renderProductSvg({ silhouette, color: '#b5533c', variant, label: 'Kleid' });
        const b = renderProductSvg({ silhouette, color: '#b5533c', variant, label: 'Kleid' });
        expect(a).toBe(b);
      }
    }
  });

  it('differs per variant and cycles beyond the third image', () => {
    const v = [0, 1, 2].map((variant) => renderProductSvg({ silhouette: 'coat', color: '#6b8f71', variant }));
    expect(new Set(v).size).toBe(3);
    expect(renderProductSvg({ silhouette: 'coat', color: '#6b8f71', variant: 3 })).toBe(v[0]);
    expect(renderProductSvg({ silhouette: 'coat', color: '#6b8f71', variant: Number.NaN })).toBe(v[0]);
    expect(renderProductSvg({ silhouette: 'coat', color: '#6b8f71', variant: -1 })).toBe(v[2]);
  });

  it('outlines very light colours and keeps the details visible on very dark ones', () => {
    const light = renderProductSvg({ silhouette: 'top', color: '#f4efe6', variant: 0 });
    const mid = renderProductSvg({ silhouette: 'top', color: '#b5533c', variant: 0 });
    const dark = renderProductSvg({ silhouette: 'top', color: '#000000', variant: 0 });
    expect(light).toMatch(/stroke-width="9"/);
    expect(mid).not.toMatch(/stroke-width="9"/);
    expect(dark).not.toContain('stroke="#000"');
    expect(mid).toContain('stroke="#000"');
  });

  it('escapes the label and falls back to the generic drawing for an unknown silhouette', () => {
    const svg = renderProductSvg({
      silhouette: 'dress',
      color: '#123456',
      variant: 0,
      label: 'A & B <"Kleid">',
    });
    expect(svg).toContain('<title>A &amp; B &lt;&quot;Kleid&quot;&gt;</title>');
    const unknown = renderProductSvg({
      silhouette: 'spaceship' as SilhouetteKey,
      color: '#123456',
      variant: 0,
    });
    expect(unknown).toBe(renderProductSvg({ silhouette: 'generic', color: '#123456', variant: 0 }));
  });

  it.each(SILHOUETTE_KEYS)('rasterises %s to WebP with sharp', async (silhouette) => {
    for (const variant of [0, 1, 2]) {
      const svg = renderProductSvg({ silhouette, color: variant === 1 ? '#f4efe6' : '#1f2a44', variant });
      const buf = await sharp(Buffer.from(svg)).resize(278).webp().toBuffer();
      const meta = await sharp(buf).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(278);
      expect(meta.height).toBe(372);
    }
  });
});
