import 'server-only';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { ReactElement } from 'react';
import type { LinkContext } from '@/lib/webview/shop-href';
import { showsMessageKeys } from './message-keys-mode';

interface DomServer {
  renderToStaticMarkup(element: ReactElement): string;
}

let domServer: DomServer | null = null;

/**
 * React DOM's own static renderer, loaded by Node rather than the bundler: server components run
 * under the 'react-server' condition, where `react-dom/server` refuses to load. Loaded this way it
 * brings its own React, which renders the elements a server component creates (the same element
 * format) as long as the tree holds host elements and plain function components only: no hooks,
 * no async components, no client components. Decision 0032.
 */
function server(): DomServer {
  domServer ??= createRequire(path.join(process.cwd(), 'package.json'))('react-dom/server') as DomServer;
  return domServer;
}

/** React's resource hints for eager images, which it writes ahead of the markup. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/**
 * The HTML of a static element tree, escaped as React escapes it. The image preloads React writes
 * ahead of a document's markup are left out: the part sits in a page's body, whose images the
 * browser finds in its first bytes anyway.
 */
export function staticMarkup(element: ReactElement): string {
  return server().renderToStaticMarkup(element).replace(LEADING_PRELOADS, '');
}

const rendered = new WeakMap<object, Map<string, string>>();

/**
 * The HTML of a static part drawn from `owner` (a cached document, view or rich text), rendered
 * once per owner and `variant` (locale, request-dependent links): a publication replaces the
 * cached owner, so its parts render anew, and the old ones go with it. A render showing message
 * keys (?localeTexts=true) draws its parts for itself, as keyedMarkup does.
 */
export function ownedMarkup(owner: object, variant: string, render: () => ReactElement): string {
  if (showsMessageKeys()) return staticMarkup(render());
  let variants = rendered.get(owner);
  if (!variants) rendered.set(owner, (variants = new Map()));
  let html = variants.get(variant);
  if (html === undefined) {
    html = staticMarkup(render());
    // a part's variants stay few (locales, a visual filter's chosen tile); a burst of odd links is cut
    if (variants.size >= 32) variants.clear();
    variants.set(variant, html);
  }
  return html;
}

const byKey = new LRUCache<string, string>({
  max: 2000,
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (html) => html.length || 1,
});

/**
 * The HTML of a static part whose identity is a string (everything it draws: texts, images, the
 * request's links), for parts built anew per request from cached data; the most recent 2,000
 * (at most 8 MB) are kept.
 */
export function keyedMarkup(key: string, render: () => ReactElement): string {
  if (showsMessageKeys()) return staticMarkup(render());
  let html = byKey.get(key);
  if (html === undefined) byKey.set(key, (html = staticMarkup(render())));
  return html;
}

/** The part of a static part's key that its links depend on (app prefix, store=1). */
export function linkContextKey(links: LinkContext): string {
  return `${links.webview ? 'webview' : ''}|${links.store ? 'store' : ''}`;
}

/**
 * The HTML of a static part drawn from plain data built anew per request (a listing's link box or
 * visual category tiles): keyed by `kind`, a digest of the data and the request's links.
 */
export function dataMarkup(
  kind: string,
  data: unknown,
  links: LinkContext,
  render: () => ReactElement,
): string {
  const digest = createHash('sha1').update(JSON.stringify(data)).digest('base64');
  return keyedMarkup(`${kind}|${digest}|${linkContextKey(links)}`, render);
}

const identities = new WeakMap<object, number>();
let nextIdentity = 1;

/**
 * A number naming one object for as long as it lives (a cached document): part of a static part's
 * key, so a reloaded document (a publication, the cache's refresh) renders the part anew.
 */
export function identityOf(value: object | null | undefined): number {
  if (!value) return 0;
  let id = identities.get(value);
  if (id === undefined) identities.set(value, (id = nextIdentity++));
  return id;
}
