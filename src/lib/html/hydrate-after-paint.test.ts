import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { HYDRATION_FALLBACK_MS, hydrateAfterPaint } from './hydrate-after-paint';

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
    `<script src="/_next/static/chunks/router.js" async="" nonce="${nonce}"></script>`,
    `<script src="/_next/static/chunks/page-a.js" async="" nonce="${nonce}"></script>`,
    `<script src="/_next/static/chunks/page-b.js" async="" nonce="${nonce}"></script>`,
    `<script src="/_next/static/chunks/polyfill.js" noModule="" nonce="${nonce}"></script>`,
    '<script type="application/ld+json">{"@type":"Product"}</script>',
    '</head><body><main><h1>Kleider</h1></main>',
    `<script nonce="${nonce}" id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>`,
    `<script src="/_next/static/chunks/main.js" nonce="${bootstrapNonce}" async=""></script>`,
    `<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
    '</body></html>',
  ].join('');
}

function starterCode(html: string): string {
  const match = /<script(?: nonce="[^"]*")?>(\(function\(q\)\{[\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no starter in the document');
  return match[1]!;
}

interface Inserted {
  src: string;
  async: boolean;
  nonce?: string;
}

/** Runs the starter against a stand-in of the browser APIs it uses, recording what it inserts. */
function runStarter(html: string, browser: { visible?: boolean; paintEntries?: boolean } = {}) {
  const inserted: Inserted[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const windowListeners = new Map<string, () => void>();
  const documentListeners = new Map<string, () => void>();
  let onPaint: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  const doc = {
    visibilityState: browser.visible === false ? 'hidden' : 'visible',
    currentScript: { nonce: NONCE },
    createElement: () => ({}) as Inserted,
    head: { appendChild: (element: Inserted) => inserted.push({ ...element }) },
    addEventListener: (type: string, listener: () => void) => documentListeners.set(type, listener),
  };
  class PerformanceObserver {
    static supportedEntryTypes = browser.paintEntries === false ? ['navigation'] : ['paint', 'navigation'];
    constructor(callback: typeof onPaint) {
      onPaint = callback;
    }
    observe() {}
  }
  runInNewContext(starterCode(html), {
    document: doc,
    PerformanceObserver,
    setTimeout: (run: () => void, ms = 0) => timers.push({ ms, run }),
    addEventListener: (type: string, listener: () => void) => windowListeners.set(type, listener),
  });
  const runTimers = (ms: number) => {
    const due = timers.filter((t) => t.ms === ms);
    timers.splice(0, timers.length, ...timers.filter((t) => t.ms !== ms));
    for (const timer of due) timer.run();
  };
  return {
    inserted,
    paint: (name = 'first-contentful-paint') =>
      onPaint!({ getEntriesByName: (n) => (n === name ? [{}] : []) }),
    /** the next task: the next batch, if one is waiting */
    nextTask: () => runTimers(0),
    fallback: () => runTimers(HYDRATION_FALLBACK_MS),
    windowEvent: (type: string) => windowListeners.get(type)!(),
    hide: () => {
      doc.visibilityState = 'hidden';
      documentListeners.get('visibilitychange')!();
    },
  };
}

const sources = (inserted: Inserted[]) => inserted.map((e) => e.src);

describe('hydrateAfterPaint: the document', () => {
  it('has no framework script tag or preload of one left, and one starter with the page nonce', () => {
    const html = hydrateAfterPaint(document());
    expect(html).not.toMatch(
      /<script src="\/_next\/static\/chunks\/(react|turbopack-1|router|page-a|page-b|main)\.js"/,
    );
    expect(html).not.toContain('<link rel="preload" as="script"');
    expect(html.match(/\(function\(q\)/g)).toHaveLength(1);
    expect(html).toContain(`<script nonce="${NONCE}">(function(q){`);
  });

  it('puts the starter where the last script was, after the content and the Turbopack chunk list', () => {
    const html = hydrateAfterPaint(document());
    const starterAt = html.indexOf('(function(q)');
    expect(starterAt).toBeGreaterThan(html.indexOf('id="_R_"'));
    expect(starterAt).toBeLessThan(html.indexOf('self.__next_f=self.__next_f'));
  });

  it('keeps styles, image preloads, the module fallback, JSON-LD and inline scripts', () => {
    const html = hydrateAfterPaint(document());
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(html).toContain('imageSrcSet="/image/1-0?w=136&amp;q=75 136w"');
    expect(html).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Product"}</script>');
    expect(html).toContain('(self.__next_f=self.__next_f||[]).push([0])');
  });

  it('stays unchanged without framework scripts, with two nonces, an unknown attribute or no runtime', () => {
    const plain =
      '<!DOCTYPE html><html><head><script src="/x.js" async=""></script></head><body></body></html>';
    const mixedNonces = document(NONCE, 'b3RoZXI=');
    const moduleScript = document().replace(
      '<script src="/_next/static/chunks/router.js" async=""',
      '<script src="/_next/static/chunks/router.js" type="module" async=""',
    );
    const noRuntime = document().replace('turbopack-1.js', 'other.js');
    const badNonce = document('a"b');
    for (const html of [plain, mixedNonces, moduleScript, noRuntime, badNonce])
      expect(hydrateAfterPaint(html)).toBe(html);
  });

  it('works without a nonce (no Content-Security-Policy)', () => {
    const html = hydrateAfterPaint(document('').replaceAll(' nonce=""', ''));
    expect(html).toContain('<script>(function(q){');
  });
});

describe('hydrateAfterPaint: the starter', () => {
  it('inserts nothing before the first contentful paint, then every script once, one per task, runtime last', () => {
    const page = runStarter(hydrateAfterPaint(document()));
    page.paint('first-paint');
    expect(page.inserted).toEqual([]);
    page.paint();
    expect(sources(page.inserted)).toEqual(['/_next/static/chunks/react.js']);
    for (let task = 0; task < 5; task++) page.nextTask();
    expect(sources(page.inserted)).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/router.js',
      '/_next/static/chunks/page-a.js',
      '/_next/static/chunks/page-b.js',
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/turbopack-1.js',
    ]);
    expect(page.inserted.every((e) => e.async && e.nonce === NONCE)).toBe(true);
    page.paint();
    page.windowEvent('pointerdown');
    page.fallback();
    page.nextTask();
    expect(page.inserted).toHaveLength(6);
  });

  it('decodes entities in paths and inserts a script named twice once', () => {
    const twice = document()
      .replace('router.js', 'router.js?v=1&amp;x=2')
      .replace(
        '</body>',
        `<script src="/_next/static/chunks/react.js" async="" nonce="${NONCE}"></script></body>`,
      );
    const page = runStarter(hydrateAfterPaint(twice));
    page.paint();
    for (let task = 0; task < 6; task++) page.nextTask();
    expect(sources(page.inserted)).toContain('/_next/static/chunks/router.js?v=1&x=2');
    expect(sources(page.inserted).filter((s) => s.endsWith('react.js'))).toHaveLength(1);
  });

  it('starts at once on a hidden page and where paints are not reported', () => {
    const hidden = runStarter(hydrateAfterPaint(document()), { visible: false });
    expect(hidden.inserted).toHaveLength(1);
    const noPaintEntries = runStarter(hydrateAfterPaint(document()), { paintEntries: false });
    expect(noPaintEntries.inserted).toHaveLength(1);
  });

  it("starts on the shopper's first key press, pointer or touch, when the page is hidden, and after the fallback time", () => {
    for (const start of [
      (page: ReturnType<typeof runStarter>) => page.windowEvent('keydown'),
      (page: ReturnType<typeof runStarter>) => page.windowEvent('pointerdown'),
      (page: ReturnType<typeof runStarter>) => page.windowEvent('touchstart'),
      (page: ReturnType<typeof runStarter>) => page.hide(),
      (page: ReturnType<typeof runStarter>) => page.fallback(),
    ]) {
      const page = runStarter(hydrateAfterPaint(document()));
      expect(page.inserted).toEqual([]);
      start(page);
      for (let task = 0; task < 5; task++) page.nextTask();
      expect(page.inserted).toHaveLength(6);
    }
  });
});
