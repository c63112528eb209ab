import ShopLayout from '../(shop)/layout';
import { ClientMessages } from '@/i18n/client-messages';

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
      ]}
    >
      <ShopLayout>{children}</ShopLayout>
    </ClientMessages>
  );
}
