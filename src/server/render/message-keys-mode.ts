import 'server-only';
import { cache } from 'react';

const box = cache((): { value: boolean } => ({ value: false }));

/**
 * Notes whether this render shows message keys instead of texts (`?localeTexts=true`,
 * customer-and-content S1): set by the request's i18n configuration (i18n/request.ts), which every
 * translation of the render passes first.
 */
export function noteMessageKeys(shown: boolean): void {
  box().value = shown;
}

/**
 * Whether this render shows message keys: its static parts are then drawn for it alone, never
 * kept (a kept part would show keys to every visitor after, or texts to the translator).
 */
export function showsMessageKeys(): boolean {
  return box().value;
}
