import { ClientMessages } from '@/i18n/client-messages';
import { StoreIdleReset } from './store-idle-reset';
import { StoreScanForm } from './store-scan-form';
import { StoreScanListener } from './store-scan-listener';

/** The in-store display's bar below the header: scan entry, scanner listener and the idle reset. */
export function StoreScanBar() {
  return (
    <ClientMessages namespaces={['store']}>
      <div className="border-b border-border bg-surface-muted">
        <div className="mx-auto max-w-shop px-4 py-3">
          <StoreScanForm />
        </div>
      </div>
      <StoreScanListener />
      <StoreIdleReset />
    </ClientMessages>
  );
}
