import { ClientMessages, ORDERING_NAMESPACES } from '@/i18n/client-messages';

/** The wishlist's tiles put sizes in the basket and open the product popup. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={ORDERING_NAMESPACES}>{children}</ClientMessages>;
}
