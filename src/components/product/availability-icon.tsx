import { availabilityInfo, type AvailabilityState } from '@/lib/availability';

const COLORS = { green: 'text-success', yellow: 'text-warning', red: 'text-error' } as const;

/** Check (available, green), clock (delayed, yellow) or cross (sold out, red) of S4.1. */
export function AvailabilityIcon({ state }: { state: AvailabilityState }) {
  const info = availabilityInfo(state);
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      className={COLORS[info.color]}
      data-icon={info.icon}
    >
      {info.icon === 'check' ? <path d="M4 12l5 5L20 6" /> : null}
      {info.icon === 'clock' ? (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 3" />
        </>
      ) : null}
      {info.icon === 'cross' ? <path d="M6 6l12 12M18 6L6 18" /> : null}
    </svg>
  );
}
