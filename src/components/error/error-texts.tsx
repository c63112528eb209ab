'use client';

import { createContext, useContext } from 'react';

export interface ErrorTexts {
  headline: string;
  /** with the shop's phone number filled in */
  text: string;
}

const ErrorTextsContext = createContext<ErrorTexts | null>(null);

/**
 * The editors' errorPageUnknown texts (CMS) for the error boundary of the shop's pages, which runs
 * in the browser and cannot load them when the failure happens. Only pages of shops with such an
 * entry carry it (a few hundred bytes).
 */
export function ErrorTextsProvider({ value, children }: { value: ErrorTexts; children: React.ReactNode }) {
  return <ErrorTextsContext.Provider value={value}>{children}</ErrorTextsContext.Provider>;
}

export function useErrorTexts(): ErrorTexts | null {
  return useContext(ErrorTextsContext);
}
