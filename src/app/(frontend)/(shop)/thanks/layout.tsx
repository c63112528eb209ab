import { ClientMessages } from '@/i18n/client-messages';

/** The thanks page's survey. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={['thanks']}>{children}</ClientMessages>;
}
