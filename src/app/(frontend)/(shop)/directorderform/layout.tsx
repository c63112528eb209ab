import { ClientMessages, ORDERING_NAMESPACES } from '@/i18n/client-messages';

/** The direct order form's lines and errors. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={['directOrder', 'basketErrors', 'basketMessages', ...ORDERING_NAMESPACES]}>
      {children}
    </ClientMessages>
  );
}
