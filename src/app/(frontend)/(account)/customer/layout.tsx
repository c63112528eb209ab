import { currentClientState, shopRedirect } from '@/server/client/current-client-state';

/** The customer area: no customer logs in on an in-store display, which starts over instead. */
export default async function CustomerLayout({ children }: { children: React.ReactNode }) {
  if ((await currentClientState()).runtime === 'store') return shopRedirect('/');
  return children;
}
