/** Where server/render/html-hand-over.ts keeps its table on globalThis. */
export const HAND_OVER_GLOBAL = '__shopHtmlHandOver';

/** What the HTML render asks of it: the HTML handed over under a token. */
export interface HtmlHandOver {
  get(token: string): string | undefined;
}
