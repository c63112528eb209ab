import 'server-only';
import { LRUCache } from 'lru-cache';
import { HAND_OVER_GLOBAL, type HtmlHandOver } from '@/lib/html/html-hand-over';

/**
 * The static parts a document's server components hand over to its HTML render (the client
 * components' server side, components/render/handed-over-html.tsx): each part's HTML under a short
 * token. The server components run under the 'react-server' condition and the HTML render in the
 * same process without it (two module graphs), so the table lives on globalThis. The shop's frame
 * is the string a cache of static markup already holds; a page's own parts (its JSON-LD, a
 * listing's tile data) are new strings. The table keeps the most recently used parts up to 4 MB:
 * at 100 listings per second with ~17 KB of their own each, a part stays more than two seconds,
 * where a page's HTML render follows its server components within milliseconds (a part gone
 * would leave its place empty until the browser asks for the page again).
 */
class HandOverTable implements HtmlHandOver {
  private next = 0;
  private readonly byToken = new Map<string, string>();
  private readonly byHtml = new LRUCache<string, string>({
    max: 4096,
    maxSize: 4 * 1024 * 1024,
    sizeCalculation: (_token, html) => html.length || 1,
    dispose: (token) => this.byToken.delete(token),
  });

  tokenFor(html: string): string {
    let token = this.byHtml.get(html);
    if (token === undefined) {
      token = (this.next++).toString(36);
      this.byHtml.set(html, token);
      this.byToken.set(token, html);
    }
    return token;
  }

  get(token: string): string | undefined {
    return this.byToken.get(token);
  }
}

const holder = globalThis as unknown as Record<typeof HAND_OVER_GLOBAL, HandOverTable | undefined>;

/** The token under which the HTML render finds `html`. */
export function handOverHtml(html: string): string {
  return (holder[HAND_OVER_GLOBAL] ??= new HandOverTable()).tokenFor(html);
}
