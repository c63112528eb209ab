import { describe, expect, it } from 'vitest';
import { hydrateAfterPaint } from './hydrate-after-paint';

const NONCE = 'MmFmMTM0ZGUtMTdiNy00YTFj';

/** The shape of a Next.js 16 document: async chunks in the head, the bootstrap after the shell. */
function document(nonce = NONCE, bootstrapNonce = nonce): string {
  return [
    '<!DOCTYPE html><html lang="de-AT"><head><meta charSet="utf-8"/>',
    `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${nonce}" data-precedence="next"/>`,
    `<link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="/_next/static/chunks/main.js"/>`,
    `<link rel="preload" as="image" imageSrcSet="/image/1-0?w=136&amp;q=75 136w" fetchPriority="high"/>`,
    `<script src="/_next/static/chunks/react.js" async="" nonce="${nonce}"></script>`,
    `<script src="/_next/static/chunks/turbopack-1.js" async="" nonce="${nonce}"></script>`,
    `<script src="/_next/static/chunks/polyfill.js" noModule="" nonce="${nonce}"></script>`,
    '<script type="application/ld+json">{"@type":"Product"}</script>',
    '</head><body><main><h1>Kleider</h1></main>',
    `<script nonce="${nonce}" id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>`,
    `<script src="/_next/static/chunks/main.js" nonce="${bootstrapNonce}" async=""></script>`,
    `<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
    '</body></html>',
  ].join('');
}

/** The starter's two batches of script paths. */
function starterBatches(html: string): string[][] {
  const match = /\}\)\((\[[^\]]*\]),(\[[^\]]*\])\)<\/script>/.exec(html);
  return match ? [JSON.parse(match[1]!) as string[], JSON.parse(match[2]!) as string[]] : [];
}

describe('hydrateAfterPaint', () => {
  it('replaces the async framework scripts by one starter: two batches, the Turbopack runtime last', () => {
    const html = hydrateAfterPaint(document());
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|turbopack-1|main)\.js"/);
    expect(starterBatches(html)).toEqual([
      ['/_next/static/chunks/react.js'],
      ['/_next/static/chunks/main.js', '/_next/static/chunks/turbopack-1.js'],
    ]);
  });

  it('starts on the first contentful paint, with the page nonce, or at once when nothing will be painted', () => {
    const html = hydrateAfterPaint(document());
    const starter = /<script nonce="([^"]+)">\(function\(a,b\)\{([\s\S]*?)<\/script>/.exec(html);
    expect(starter?.[1]).toBe(NONCE);
    expect(starter?.[2]).toContain("getEntriesByName('first-contentful-paint')");
    expect(starter?.[2]).toContain("visibilityState!=='visible'");
    expect(starter?.[2]).toContain('setTimeout(go,3000)');
  });

  it('puts the starter where the last script was, after the content and the Turbopack chunk list', () => {
    const html = hydrateAfterPaint(document());
    const starterAt = html.indexOf('(function(a,b)');
    expect(starterAt).toBeGreaterThan(html.indexOf('id="_R_"'));
    expect(starterAt).toBeLessThan(html.indexOf('self.__next_f=self.__next_f'));
  });

  it("drops Next.js's preload of a started script but keeps styles, image preloads and other scripts", () => {
    const html = hydrateAfterPaint(document());
    expect(html).not.toContain('<link rel="preload" as="script"');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(html).toContain('imageSrcSet="/image/1-0?w=136&amp;q=75 136w"');
    expect(html).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Product"}</script>');
    expect(html).toContain('(self.__next_f=self.__next_f||[]).push([0])');
  });

  it('leaves a document alone when it has no framework scripts or their nonces differ', () => {
    const plain =
      '<!DOCTYPE html><html><head><script src="/x.js" async=""></script></head><body></body></html>';
    expect(hydrateAfterPaint(plain)).toBe(plain);
    const mixed = document(NONCE, 'b3RoZXI=');
    expect(hydrateAfterPaint(mixed)).toBe(mixed);
  });

  it('leaves scripts with other attributes to the browser', () => {
    const html = `<head><script src="/_next/static/chunks/x.js" async="" nonce="${NONCE}" type="module"></script></head>`;
    expect(hydrateAfterPaint(html)).toBe(html);
  });

  it('works without a nonce (no Content-Security-Policy)', () => {
    const html = hydrateAfterPaint(document('').replaceAll(' nonce=""', ''));
    expect(html).toContain('<script>(function(a,b){');
    expect(starterBatches(html).flat()).toHaveLength(3);
  });
});
