import { createHash } from 'node:crypto';

const NONCE_ATTRIBUTE = /\snonce="[^"]*"/gi;
const NONCE_SOURCE = /'nonce-[^']*'/;
/** script types the browser runs (no type, or a JavaScript/module one); others are data blocks */
const RUNNABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * A stored page made safe to share without a nonce: every inline script the page runs is allowed by
 * its SHA-256 hash in the Content-Security-Policy, and the page carries no nonce at all (a nonce
 * every shopper sees would allow anything). 'strict-dynamic' stays: the scripts those inline ones
 * insert (the framework's chunks, started by the page's starter) are trusted through them.
 *
 * Null when the page has a parser-inserted external script that modern browsers run (only the
 * nonce could allow it under 'strict-dynamic'); such a page keeps a nonce per response.
 */
export function withScriptHashes(html: string, csp: string): { html: string; csp: string } | null {
  const nonce = NONCE_SOURCE.exec(csp)?.[0].slice("'nonce-".length, -1);
  if (!nonce) return null;
  const hashes = new Set<string>();
  for (const { attributes, content } of inlineScripts(html)) {
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1] ?? '';
    if (!RUNNABLE_TYPE.test(type.trim())) continue;
    // only what the nonce allowed is allowed by hash: a script that entered the page without it
    // (markup injected into content) stays blocked
    if (!attributes.includes(` nonce="${nonce}"`)) continue;
    if (/\ssrc=/i.test(attributes)) {
      // legacy bundles (nomodule) are never fetched by browsers that know 'strict-dynamic'
      if (/\snomodule\b/i.test(attributes)) continue;
      return null;
    }
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return {
    html: html.replace(NONCE_ATTRIBUTE, ''),
    csp: csp.replace(NONCE_SOURCE, [...hashes].join(' ') || "'none'"),
  };
}

/**
 * The page's script elements: the start tag by one expression, then its end tag searched from
 * there (tags in any case, as the browser reads them). A lazy expression over the whole element
 * cost a quarter of a millisecond per stored page of 130 KB, whose payload sits in a few large
 * scripts (issue 21, profile of one worker).
 */
function* inlineScripts(html: string): Generator<{ attributes: string; content: string }> {
  const startTag = /<script\b([^>]*)>/gi;
  const endTag = /<\/script>/gi;
  for (;;) {
    const start = startTag.exec(html);
    if (!start) return;
    endTag.lastIndex = startTag.lastIndex;
    const end = endTag.exec(html);
    if (!end) return;
    yield { attributes: start[1] ?? '', content: html.slice(startTag.lastIndex, end.index) };
    startTag.lastIndex = endTag.lastIndex;
  }
}
