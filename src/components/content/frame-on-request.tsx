'use client';

import { useState } from 'react';

/**
 * A frame of another site that loads only after the shopper's click: until then nothing is sent
 * to that site (two-click solution). At least 400 px high, at most 1200 px wide (spec S9).
 */
export function FrameOnRequest(props: {
  url: string;
  title: string;
  height: number;
  notice: string;
  loadLabel: string;
}) {
  const [loaded, setLoaded] = useState(false);
  if (loaded)
    return (
      <iframe
        src={props.url}
        title={props.title}
        className="cms-iframe"
        style={{ height: props.height }}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-popups"
      />
    );
  return (
    <div className="cms-iframe cms-iframe-placeholder" style={{ minHeight: props.height }}>
      <p>{props.notice}</p>
      <button
        type="button"
        className="rounded-shop bg-primary px-4 py-3 font-semibold text-primary-contrast"
        onClick={() => setLoaded(true)}
      >
        {props.loadLabel}
      </button>
    </div>
  );
}
