import { expect, type Page } from '@playwright/test';

/**
 * Answers the cookie banner's first layer with 'Alle akzeptieren' and waits until the consent
 * manager stored the choice: a click before the page's scripts ran hides the layer at once, but the
 * page counts the consent only once it is stored. A click in the moment React takes over the
 * layer is at times not taken up (once in a browser run under load): the layer then still shows,
 * and the shopper clicks again, so does this.
 */
export async function acceptAllCookies(page: Page): Promise<void> {
  const layer = page.getByRole('dialog', { name: 'Cookie-Hinweis' });
  const stored = async () => (await page.context().cookies()).some((c) => c.name === 'shop_consent');
  await layer.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(async () => {
    if (!(await stored()) && (await layer.isVisible()))
      await layer.getByRole('button', { name: 'Alle akzeptieren' }).click({ timeout: 2000 });
    expect(await stored()).toBe(true);
  }).toPass({ timeout: 15_000 });
}
