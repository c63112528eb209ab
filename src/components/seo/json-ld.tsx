import { StaticHtml } from '@/components/render/static-html';
import { serialiseJsonLd } from '@/lib/seo/json-ld';

/**
 * schema.org data as a JSON-LD block (not executed, so not subject to the script nonce); in a
 * document once, not again in its payload.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <StaticHtml as="script" type="application/ld+json" html={serialiseJsonLd(data)} />;
}
