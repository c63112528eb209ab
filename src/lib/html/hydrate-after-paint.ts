/**
 * Paint first, then start the framework: pages from the page cache start Next.js's scripts after
 * their first contentful paint. Why, the trade-off and the figures: decision 0008, second update.
 *
 * The rewrite removes Next.js's `<script src="/_next/static/…" async>` tags (and its preloads of
 * them) from a whole stored document and adds one inline starter that inserts them. It is all or
 * nothing: a document with an async framework script the rewrite does not recognise (another
 * attribute, another nonce) or without Turbopack's runtime chunk is returned unchanged, so a
 * changed Next.js output falls back to the framework's own loading, never to a page that does not
 * start.
 */

/** Milliseconds after which the scripts start even when no paint was reported. */
export const HYDRATION_FALLBACK_MS = 3000;

/** An empty script element with attributes only (`<script src=… async nonce=…></script>`). */
const SCRIPT_TAG = /<script((?:\s+[a-zA-Z-]+(?:="[^"]*")?)+)\s*><\/script>/g;
/** A self-closing or void link element. */
const LINK_TAG = /<link((?:\s+[a-zA-Z-]+(?:="[^"]*")?)+)\s*\/?>/g;
const ATTRIBUTE = /([a-zA-Z-]+)(?:="([^"]*)")?/g;
/** Turbopack's runtime chunk, with or without a deployment query. */
const RUNTIME_PATH = /\/turbopack-[^/?#]*\.js(?:[?#]|$)/;
const NONCE = /^[A-Za-z0-9+/=_-]+$/;

/**
 * The inline starter, called with the script paths in small batches. It inserts them when the
 * `first-contentful-paint` entry is reported; at once when the page is or becomes hidden (nothing
 * will be painted), when the browser cannot report paints, or on the shopper's first key press,
 * pointer or touch; and after the fallback time. Each batch goes in a task of its own (eleven
 * insertions made one long task under Lighthouse's instrumentation), Turbopack's runtime in the
 * last: chunks the runtime loads later are found by their `src` attribute, so it must not run
 * before every tag is on the page. Paths stay as written.
 */
const STARTER = `(function(q){
var d=document,n=d.currentScript&&d.currentScript.nonce,s=0;
function add(u){for(var i=0;i<u.length;i++){var e=d.createElement('script');e.src=u[i];e.async=true;if(n)e.nonce=n;d.head.appendChild(e)}}
function go(){if(s)return;s=1;var i=0;(function next(){add(q[i++]);if(i<q.length)setTimeout(next)})()}
var p=typeof PerformanceObserver==='function'&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0;
if(d.visibilityState!=='visible'||!p)return go();
new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});
['keydown','pointerdown','touchstart'].forEach(function(t){addEventListener(t,go,{once:true,passive:true,capture:true})});
d.addEventListener('visibilitychange',function(){if(d.visibilityState!=='visible')go()});
setTimeout(go,${HYDRATION_FALLBACK_MS})})`;

interface Tag {
  start: number;
  end: number;
  attributes: Map<string, string>;
}

function tags(html: string, pattern: RegExp): Tag[] {
  return [...html.matchAll(pattern)].map((match) => {
    const attributes = new Map<string, string>();
    for (const attribute of match[1]!.matchAll(ATTRIBUTE)) {
      attributes.set(attribute[1]!.toLowerCase(), decodeAttribute(attribute[2] ?? ''));
    }
    return { start: match.index, end: match.index + match[0].length, attributes };
  });
}

function decodeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

function isFrameworkPath(path: string | undefined): path is string {
  return path !== undefined && path.startsWith('/_next/static/') && !/["<>\\\s]/.test(path);
}

/** `<script src="/_next/static/…" async [nonce]></script>` and nothing else. */
function isStartable(tag: Tag): boolean {
  return [...tag.attributes.keys()].every((name) => name === 'src' || name === 'async' || name === 'nonce');
}

/**
 * Scripts per task: one. Each insertion cost 3-13 ms under Lighthouse's network instrumentation,
 * and three in one task made a task over 50 ms on its slow mobile profile (issue 50); with Next.js's
 * dozen or so chunks the timers past Chromium's nesting depth are clamped to 4 ms, ~40 ms in all.
 */
const BATCH_SIZE = 1;

/** The script paths in batches of `BATCH_SIZE`, Turbopack's runtime at the end of the last. */
function batches(paths: string[]): string[][] {
  const chunks = paths.filter((path) => !RUNTIME_PATH.test(path));
  const runtime = paths.filter((path) => RUNTIME_PATH.test(path));
  const out: string[][] = [];
  for (let i = 0; i < chunks.length; i += BATCH_SIZE) out.push(chunks.slice(i, i + BATCH_SIZE));
  if (out.length === 0) out.push([]);
  out[out.length - 1]!.push(...runtime);
  return out;
}

/** The document with its framework scripts started after the first paint (see above). */
export function hydrateAfterPaint(html: string): string {
  // every async script from the build, also those the rewrite would not recognise
  const scripts = tags(html, SCRIPT_TAG).filter(
    (tag) => isFrameworkPath(tag.attributes.get('src')) && tag.attributes.has('async'),
  );
  if (scripts.length === 0 || !scripts.every(isStartable)) return html;
  const nonces = new Set(scripts.map((tag) => tag.attributes.get('nonce')));
  const nonce = scripts[0]!.attributes.get('nonce');
  if (nonces.size !== 1 || (nonce !== undefined && !NONCE.test(nonce))) return html;
  const paths = [...new Set(scripts.map((tag) => tag.attributes.get('src')!))];
  if (!paths.some((path) => RUNTIME_PATH.test(path))) return html;

  const preloads = tags(html, LINK_TAG).filter(
    (tag) =>
      tag.attributes.get('rel') === 'preload' &&
      tag.attributes.get('as') === 'script' &&
      paths.includes(tag.attributes.get('href') ?? ''),
  );
  const removed = [...scripts, ...preloads].sort((a, b) => a.start - b.start);
  const last = scripts[scripts.length - 1]!;
  const call = `${STARTER}(${JSON.stringify(batches(paths))})`;
  const starter = `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${call}</script>`;

  let out = '';
  let at = 0;
  for (const tag of removed) {
    out += html.slice(at, tag.start);
    // the starter takes the place of the last script, after every other one it replaces
    if (tag === last) out += starter;
    at = tag.end;
  }
  return out + html.slice(at);
}
