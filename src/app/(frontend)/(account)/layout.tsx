import ShopLayout from '../(shop)/layout';
import { ADDRESS_NAMESPACES, ClientMessages, ORDERING_NAMESPACES } from '@/i18n/client-messages';

/** The account and service pages: the shop's shell, with the messages of their forms. */
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages
      namespaces={[
        'account',
        'accountErrors',
        'addressErrors',
        'checkout',
        'contact',
        'support',
        'catalogue',
        'newsletter',
        'optOut',
        ...ADDRESS_NAMESPACES,
        ...ORDERING_NAMESPACES,
      ]}
    >
      <ShopLayout>{children}</ShopLayout>
    </ClientMessages>
  );
}
