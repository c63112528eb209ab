import { expect, type Page } from '@playwright/test';

/**
 * Answers the cookie banner's first layer with 'Alle akzeptieren' and waits until the consent
 * manager stored the choice: a click before the page's scripts ran hides the layer at once, but the
 * page counts the consent only once it is stored.
 */
export async function acceptAllCookies(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Cookie-Hinweis' })
    .getByRole('button', { name: 'Alle akzeptieren' })
    .click();
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'shop_consent'))
    .toBe(true);
}
