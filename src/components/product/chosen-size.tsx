'use client';

import { createContext, useContext, useState } from 'react';

interface ChosenSize {
  chosenId: string | null;
  choose: (id: string) => void;
}

const ChosenSizeContext = createContext<ChosenSize | null>(null);

/**
 * The size chosen on a product page, shared by the size choice and the parts that depend on it
 * (the sale badge shows the chosen size's own saving, S4.3). Without a provider (the popup) the
 * size choice keeps its own state.
 */
export function ChosenSizeProvider({
  initial,
  children,
}: {
  initial: string | null;
  children: React.ReactNode;
}) {
  const [chosenId, choose] = useState(initial);
  return <ChosenSizeContext.Provider value={{ chosenId, choose }}>{children}</ChosenSizeContext.Provider>;
}

/** The chosen size of the surrounding product page, or this component's own when there is none. */
export function useChosenSize(initial: string | null): [string | null, (id: string) => void] {
  const shared = useContext(ChosenSizeContext);
  const [own, chooseOwn] = useState(initial);
  return shared ? [shared.chosenId, shared.choose] : [own, chooseOwn];
}
