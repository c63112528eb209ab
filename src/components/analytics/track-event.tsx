'use client';

import { useEffect } from 'react';
import type { EventName } from '@/lib/analytics/event-catalogue';
import type { EventData } from '@/lib/analytics/event-schemas';
import { track } from '@/lib/analytics/track';

/**
 * Tracks an event when the page (or a client navigation) shows it: once per distinct payload, so a
 * listing's next page or another filter is a new view and a re-render is not.
 */
export function TrackEvent<N extends EventName>({ name, data }: { name: N; data: EventData<N> }) {
  const key = JSON.stringify(data);
  useEffect(() => {
    track(name, JSON.parse(key) as EventData<N>);
  }, [name, key]);
  return null;
}
