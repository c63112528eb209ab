/** Availability of a variant (spec storefront S4.1). */
export type AvailabilityState = 'available' | 'delayed' | 'outsold' | 'outOfStock';

export interface AvailabilityInfo {
  color: 'green' | 'yellow' | 'red';
  icon: 'check' | 'clock' | 'cross';
  /** tracking value */
  trackingValue: 'Available' | 'Delayed' | 'Outsold';
  /** size-availability code */
  sizeCode: 0 | 1 | 2;
  /** sort rank: outsold 0, available 1, delayed 2 */
  rank: 0 | 1 | 2;
  orderable: boolean;
}

const INFO: Record<AvailabilityState, AvailabilityInfo> = {
  available: {
    color: 'green',
    icon: 'check',
    trackingValue: 'Available',
    sizeCode: 1,
    rank: 1,
    orderable: true,
  },
  delayed: {
    color: 'yellow',
    icon: 'clock',
    trackingValue: 'Delayed',
    sizeCode: 2,
    rank: 2,
    orderable: true,
  },
  outsold: { color: 'red', icon: 'cross', trackingValue: 'Outsold', sizeCode: 0, rank: 0, orderable: false },
  outOfStock: {
    color: 'red',
    icon: 'cross',
    trackingValue: 'Outsold',
    sizeCode: 0,
    rank: 0,
    orderable: false,
  },
};

export function availabilityInfo(state: AvailabilityState): AvailabilityInfo {
  return INFO[state];
}

export function isAvailabilityState(value: string): value is AvailabilityState {
  return value in INFO;
}

/** Percentage of variants whose state is available, to 2 decimals. */
export function availabilityShare(states: readonly AvailabilityState[]): number {
  if (states.length === 0) return 0;
  const available = states.filter((s) => s === 'available').length;
  return Math.round((available / states.length) * 10_000) / 100;
}
