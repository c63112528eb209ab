import { expect, type Page } from '@playwright/test';
import { expectInteractive } from './interactive';

/** On a product page: chooses the first orderable size in the size dialog and adds one piece. */
export async function addFirstOrderableSize(page: Page): Promise<void> {
  const add = page.getByRole('button', { name: 'In den Warenkorb' });
  await expectInteractive(add);
  await add.click();
  await page
    .getByRole('dialog', { name: 'Größe wählen' })
    .locator('button[aria-pressed]:not(.line-through)')
    .first()
    .click();
  await add.click();
  await expect(page.getByRole('dialog', { name: 'Artikel hinzugefügt' })).toBeVisible();
}
