'use client';

import { useEffect, useState } from 'react';
import { countdownParts } from '@/lib/content/countdown';

/**
 * A banner's countdown (spec S4 "Banner countdown"): days and hh:mm:ss, refreshed every second,
 * hidden outside start–end. Drawn after hydration (the server cannot know the shopper's second).
 */
export function Countdown(props: {
  end: string;
  start?: string | null;
  daySuffix: string;
  label: string;
  /** running when the page was rendered: its place is kept until the first tick (no layout shift) */
  reserve?: boolean;
}) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // the first tick right after hydration, then every second (spec S9)
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  if (now === null)
    return props.reserve ? (
      <p className="cms-countdown invisible" aria-hidden="true">
        {`00${props.daySuffix} 00:00:00`}
      </p>
    ) : null;
  const parts = countdownParts(now, props.end, props.start);
  if (!parts) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <p className="cms-countdown" role="timer" aria-label={props.label}>
      {parts.days > 0 ? `${parts.days}${props.daySuffix} ` : ''}
      {pad(parts.hours)}:{pad(parts.minutes)}:{pad(parts.seconds)}
    </p>
  );
}
