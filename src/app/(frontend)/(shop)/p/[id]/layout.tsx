import { ClientMessages, ORDERING_NAMESPACES } from '@/i18n/client-messages';

/** The product page chooses sizes and puts them in the basket. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={ORDERING_NAMESPACES}>{children}</ClientMessages>;
}
