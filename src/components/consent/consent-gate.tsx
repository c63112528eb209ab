'use client';

import type { ConsentGroup } from '@/lib/consent/consent-groups';
import { useConsent } from './consent-provider';

/** Shows its children only to a visitor who allowed the consent group (e.g. C0002 for the survey teaser). */
export function ConsentGate({ group, children }: { group: ConsentGroup; children: React.ReactNode }) {
  return useConsent().groups.has(group) ? children : null;
}
