'use client';

import { useRouter } from 'next/navigation';
import { createElement, useEffect, useState, type HTMLAttributes } from 'react';
import { HAND_OVER_GLOBAL, type HtmlHandOver } from '@/lib/html/html-hand-over';

export type StaticHtmlTag = 'div' | 'nav' | 'script' | 'section' | 'ul';

export interface HandedOverHtmlProps extends HTMLAttributes<HTMLElement> {
  as: StaticHtmlTag;
  /** the part's HTML: in a payload for the client router */
  html?: string;
  /** the part's token instead of its HTML: in a document's payload */
  token?: string;
  type?: string;
}

/** The parts this page's document held, by token: a part that mounts again (back to the page) finds its HTML here. */
const documentParts = new Map<string, string>();

/** On the server: what the server components handed over under `token` (server/render/html-hand-over.ts). */
export function handedOverText(token: string): string {
  return (
    (globalThis as unknown as Record<string, HtmlHandOver | undefined>)[HAND_OVER_GLOBAL]?.get(token) ?? ''
  );
}

/**
 * In the browser: the inner HTML of the document's element marked `data-html="<key>"`, kept for
 * later mounts; null where the document has no such markup (on the server, or a page the browser
 * draws from its payload alone: Next.js's document for a page that failed on the server).
 */
export function keptMarkup(key: string): string | null {
  if (typeof window === 'undefined') return null;
  let html = documentParts.get(key);
  if (html === undefined) {
    const element = document.querySelector(`[data-html="${CSS.escape(key)}"]`);
    // an empty part: the server had lost what was handed over (server/render/html-hand-over.ts)
    if (!element?.innerHTML) return null;
    html = element.innerHTML;
    documentParts.set(key, html);
  }
  return html;
}

let refreshed = false;

/**
 * A part whose markup the document lacks asks the server for the page once more, as the client
 * router does (a router payload carries every part's HTML), so a page never stays without its
 * navigation, footer or tiles.
 */
export function useRefreshWhenMissing(missing: boolean): void {
  const router = useRouter();
  useEffect(() => {
    if (!missing || refreshed) return;
    refreshed = true;
    router.refresh();
  }, [missing, router]);
}

/**
 * A static part of the page (server/render/static-markup.ts) whose HTML is in the document once:
 * a document's payload names the part by a token, the HTML render writes the HTML the server
 * components handed over under it, and the browser keeps that markup when it hydrates (React
 * leaves an element's inner HTML alone then) and remembers it for the part's later mounts. In a
 * payload for the client router the HTML travels as before. For parts every document renders on
 * the server (never one a client component shows only later: its HTML would be nowhere).
 */
export function HandedOverHtml({ as, html, token, ...attributes }: HandedOverHtmlProps) {
  const [fromDocument] = useState(() =>
    html !== undefined || !token
      ? null
      : typeof window === 'undefined'
        ? handedOverText(token)
        : keptMarkup(token),
  );
  useRefreshWhenMissing(html === undefined && !fromDocument);
  return createElement(as, {
    ...attributes,
    'data-html': html === undefined ? token : undefined,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: html ?? fromDocument ?? '' },
  });
}
