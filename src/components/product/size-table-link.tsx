import { getTranslations } from 'next-intl/server';
import type { SizeTable } from '@/cms/payload-types';
import { CmsRichText } from '@/components/content/cms-rich-text';
import { SizeTableDialog } from './size-table-dialog';

/** The product page's 'Size table' link and dialog with the editors' table (bare rich text). */
export async function SizeTableLink({ table }: { table: SizeTable }) {
  const t = await getTranslations('product');
  return (
    <SizeTableDialog label={t('sizeTable')} title={table.headline}>
      <CmsRichText data={table.table} headingIds={new WeakMap()} />
    </SizeTableDialog>
  );
}
