'use client';

import { useConsent } from './consent-provider';

/** The footer's way back to the consent choice: opens the settings layer (change or withdraw). */
export function ConsentSettingsButton({ label }: { label: string }) {
  const { openSettings } = useConsent();
  return (
    <button type="button" onClick={openSettings} className="text-left underline">
      {label}
    </button>
  );
}
