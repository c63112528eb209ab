/**
 * Paint first, then start the framework (decision 0008, second update).
 *
 * Next.js starts a page's JavaScript with `<script src="/_next/static/…" async>` tags. Those
 * scripts (about 170 KB compressed) then share the phone's connection with the first images and
 * run as soon as they arrive — often before the browser has shown the server-rendered page, so the
 * shopper waits for the framework before seeing anything. This rewrite removes those tags (and
 * Next.js's preloads of them) and adds one small inline script that inserts them once the page has
 * painted its first content. It inserts them at once when the page is not visible (nothing will
 * be painted), when the browser cannot report paints, when the shopper presses a key or touches
 * the page first, and after a fallback time.
 *
 * Everything stays server-rendered: links, forms with `action`, texts and images work before the
 * scripts run; client-side behaviour (filter layer, size dialog, basket buttons) starts with them.
 *
 * The rewrite works on a whole document (the page cache stores whole documents). A document
 * without framework script tags, or with tags of different nonces, is returned unchanged, so a
 * changed Next.js output degrades to the framework's own loading, never to a page that does not
 * start.
 */

/** Milliseconds after which the scripts start even when no paint was reported. */
export const HYDRATION_FALLBACK_MS = 3000;

/** An empty script element with attributes only (`<script src=… async nonce=…></script>`). */
const SCRIPT_TAG = /<script((?:\s+[a-zA-Z-]+(?:="[^"]*")?)+)\s*><\/script>/g;
/** A self-closing or void link element. */
const LINK_TAG = /<link((?:\s+[a-zA-Z-]+(?:="[^"]*")?)+)\s*\/?>/g;
const ATTRIBUTE = /([a-zA-Z-]+)(?:="([^"]*)")?/g;

/**
 * The inline starter, called with the script paths in two batches. It inserts them in two tasks
 * (each insertion starts a request; eleven in one task made a long task on a slow phone) with
 * Turbopack's runtime last, so every chunk the runtime looks for is on the page when it runs.
 * Paths stay as written: Turbopack finds chunks already on the page by their `src` attribute.
 */
const STARTER = `(function(a,b){
var d=document,n=d.currentScript&&d.currentScript.nonce,s=0;
function add(u){for(var i=0;i<u.length;i++){var e=d.createElement('script');e.src=u[i];e.async=true;if(n)e.nonce=n;d.head.appendChild(e)}}
function go(){if(s)return;s=1;add(a);setTimeout(function(){add(b)})}
var p=typeof PerformanceObserver==='function'&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0;
if(d.visibilityState!=='visible'||!p)return go();
new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});
['keydown','pointerdown','touchstart'].forEach(function(t){addEventListener(t,go,{once:true,passive:true,capture:true})});
setTimeout(go,${HYDRATION_FALLBACK_MS})})`;

/** The script paths in two batches of about equal size, Turbopack's runtime at the end of the second. */
function batches(paths: string[]): [string[], string[]] {
  const isRuntime = (path: string) => /\/turbopack-[^/]*\.js$/.test(path);
  const chunks = paths.filter((path) => !isRuntime(path));
  const half = Math.ceil(chunks.length / 2);
  return [chunks.slice(0, half), [...chunks.slice(half), ...paths.filter(isRuntime)]];
}

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
function isFrameworkScript(tag: Tag): boolean {
  const names = [...tag.attributes.keys()];
  return (
    isFrameworkPath(tag.attributes.get('src')) &&
    tag.attributes.has('async') &&
    names.every((name) => name === 'src' || name === 'async' || name === 'nonce')
  );
}

/** The document with its framework scripts started after the first paint (see above). */
export function hydrateAfterPaint(html: string): string {
  const scripts = tags(html, SCRIPT_TAG).filter(isFrameworkScript);
  if (scripts.length === 0) return html;
  const nonces = new Set(scripts.map((tag) => tag.attributes.get('nonce')));
  if (nonces.size !== 1) return html;
  const nonce = scripts[0]!.attributes.get('nonce');
  if (nonce !== undefined && !/^[A-Za-z0-9+/=_-]+$/.test(nonce)) return html;
  const paths = [...new Set(scripts.map((tag) => tag.attributes.get('src')!))];
  const preloads = tags(html, LINK_TAG).filter(
    (tag) =>
      tag.attributes.get('rel') === 'preload' &&
      tag.attributes.get('as') === 'script' &&
      paths.includes(tag.attributes.get('href') ?? ''),
  );
  const removed = [...scripts, ...preloads].sort((a, b) => a.start - b.start);
  const last = scripts[scripts.length - 1]!;
  const [first, second] = batches(paths);
  const call = `${STARTER}(${JSON.stringify(first)},${JSON.stringify(second)})`;
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
