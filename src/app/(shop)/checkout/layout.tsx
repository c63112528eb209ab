import { ClientMessages } from '@/i18n/client-messages';

/** The checkout's client steps: forms, totals, login. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={['checkout', 'addressErrors', 'basketTotals', 'account', 'accountErrors']}>
      {children}
    </ClientMessages>
  );
}
