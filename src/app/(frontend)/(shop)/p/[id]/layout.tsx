import { ClientMessages, ORDERING_NAMESPACES } from '@/i18n/client-messages';

/** The product page chooses sizes and puts them in the basket; its reviews are read and written. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={[...ORDERING_NAMESPACES, 'reviews']}>{children}</ClientMessages>;
}
