import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** HTML_CodeSniffer as pa11y ships it (@pa11y/html_codesniffer), read once. */
const HTMLCS_SOURCE = readFileSync(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

/**
 * The errors HTML_CodeSniffer reports for WCAG 2 AA on the page as it stands, the way pa11y's
 * default runner (htmlcs, standard WCAG2AA, errors only) asks for them: the sniffer is evaluated
 * in the page (through the browser's debugging protocol, so the shop's script policy does not
 * block it) and run over the document.
 */
export async function htmlCodeSnifferErrors(page: Page): Promise<string[]> {
  await page.evaluate(HTMLCS_SOURCE);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: HtmlCs }).HTMLCS;
        htmlcs.process('WCAG2AA', document, (error?: unknown) => {
          if (error) return reject(new Error(String(error)));
          resolve(
            htmlcs
              .getMessages()
              .filter((m) => m.type === 1)
              .map((m) => `${m.code}: ${m.msg} — ${m.element?.outerHTML?.slice(0, 160) ?? ''}`),
          );
        });
      }),
  );
}

interface HtmlCs {
  process(standard: string, root: Document, callback: (error?: unknown) => void): void;
  getMessages(): { type: number; code: string; msg: string; element?: Element }[];
}
