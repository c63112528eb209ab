import { ClientMessages, ORDERING_NAMESPACES } from '@/i18n/client-messages';

/** The basket's client parts also show basket errors. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={['basketErrors', ...ORDERING_NAMESPACES]}>{children}</ClientMessages>;
}
