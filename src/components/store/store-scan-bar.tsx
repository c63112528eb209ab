import { ClientMessages } from '@/i18n/client-messages';
import { StoreIdleReset } from './store-idle-reset';
import { StoreScanForm } from './store-scan-form';
import { StoreScanListener } from './store-scan-listener';

/**
 * The in-store display's bar below the header: scan entry and scanner listener; on a display the
 * operator set up (`display`), the idle reset too.
 */
export function StoreScanBar({ display }: { display: boolean }) {
  return (
    <ClientMessages namespaces={['store']}>
      <div className="border-b border-border bg-surface-muted">
        <div className="mx-auto max-w-shop px-4 py-3">
          <StoreScanForm />
        </div>
      </div>
      <StoreScanListener />
      {display ? <StoreIdleReset /> : null}
    </ClientMessages>
  );
}
