import 'server-only';
import config from '@payload-config';
import { getPayload, type Payload } from 'payload';

/** The CMS (Payload's Local API) of this process: one instance, made on first use. */
export function cms(): Promise<Payload> {
  return getPayload({ config });
}
