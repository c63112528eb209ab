import { ADDRESS_NAMESPACES, ClientMessages, ORDERING_NAMESPACES } from '@/i18n/client-messages';

/** The checkout's client steps: forms, totals, login. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages
      namespaces={[
        'checkout',
        'addressErrors',
        'basketTotals',
        'account',
        'accountErrors',
        ...ADDRESS_NAMESPACES,
        ...ORDERING_NAMESPACES,
      ]}
    >
      {children}
    </ClientMessages>
  );
}
