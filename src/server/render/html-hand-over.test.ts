import { describe, expect, it } from 'vitest';
import { HAND_OVER_GLOBAL, type HtmlHandOver } from '@/lib/html/html-hand-over';
import { handOverHtml } from './html-hand-over';

const table = () => (globalThis as unknown as Record<string, HtmlHandOver>)[HAND_OVER_GLOBAL]!;

describe('handOverHtml', () => {
  it('names a part by a short token the HTML render resolves through globalThis', () => {
    const html = '<ul><li><a href="/mode" data-shop-link="">Mode</a></li></ul>';
    const token = handOverHtml(html);
    expect(token.length).toBeLessThan(8);
    expect(table().get(token)).toBe(html);
  });

  it('gives the same part the same token and different parts different ones', () => {
    const footer = `<section>${'Ihre Vorteile '.repeat(10)}</section>`;
    const first = handOverHtml(footer);
    expect(handOverHtml(`${footer}`)).toBe(first);
    expect(handOverHtml('<nav>Rechtliches</nav>')).not.toBe(first);
  });

  it('forgets the least recently used parts beyond 4 MB, and their tokens with them', () => {
    const old = handOverHtml(`<p>${'a'.repeat(1000)}</p>`);
    const kept = handOverHtml('<p>kept</p>');
    for (let i = 0; i < 90; i += 1) {
      handOverHtml(`<script>${String(i).padStart(50_000, '0')}</script>`);
      // a part used on every page stays
      handOverHtml('<p>kept</p>');
    }
    expect(table().get(old)).toBeUndefined();
    expect(table().get(kept)).toBe('<p>kept</p>');
  });
});
