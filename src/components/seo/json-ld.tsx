import { serialiseJsonLd } from '@/lib/seo/json-ld';

/** schema.org data as a JSON-LD block (not executed, so not subject to the script nonce). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />;
}
