import 'server-only';
import type { Payload } from 'payload';

/**
 * The CMS (Payload's Local API) of this process: one instance, made on first use. The config is
 * imported on first use too, so code that may read content (listings, snippets) does not load
 * Payload where no content is read (tests of the shop's own database).
 */
export async function cms(): Promise<Payload> {
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ]);
  return getPayload({ config });
}
