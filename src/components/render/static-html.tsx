import { notedDocumentRequest } from '@/server/render/document-request';
import { handOverHtml } from '@/server/render/html-hand-over';
import { HandedOverHtml, type HandedOverHtmlProps } from './handed-over-html';

/**
 * A static part's HTML (server/render/static-markup.ts) as an element of the page: in a document,
 * once in its markup and not again in its payload (issue 21: the footer, the category navigation
 * and the JSON-LD blocks were in every page twice); in a client navigation, in the payload.
 */
export function StaticHtml({
  html,
  ...props
}: Omit<HandedOverHtmlProps, 'token' | 'html'> & { html: string }) {
  return notedDocumentRequest() ? (
    <HandedOverHtml {...props} token={handOverHtml(html)} />
  ) : (
    <HandedOverHtml {...props} html={html} />
  );
}
