import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectInteractive } from './support/interactive';

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

/** The first product of a listing, by its tile link. */
async function firstTileProduct(page: Page) {
  const href = await page.locator('#product-grid article a[href^="/p/"]').first().getAttribute('href');
  return href!.replace('/p/', '');
}

test('a shopper saves products on product page and listing, finds them after a browser restart, and removes them', async ({
  page,
  browser,
}) => {
  await page.goto('/wishlist');
  await expect(page.getByText('Ihr Merkzettel ist leer.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'So funktioniert Ihr Merkzettel' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // product page: 'Merken' → 'Gemerkt', announced to screen readers
  await page.goto('/mode/damenmode');
  const productId = await firstTileProduct(page);
  await page.goto(`/p/${productId}`);
  const save = page.getByRole('button', { name: 'Merken', exact: true }).first();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await expectInteractive(save);
  await save.click();
  await save.click(); // a press while the toggle is in progress is ignored
  await expect(page.getByRole('button', { name: 'Gemerkt', exact: true }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('wishlist-announcement')).toHaveText('Added item to wishlist');

  // listing: the tile of the saved product shows it saved; save a second one with the keyboard
  await page.goto('/mode/damenmode');
  const tiles = page.locator('#product-grid article');
  await expect(tiles.first().getByRole('button', { name: 'Gemerkt' })).toBeVisible();
  const secondId = (await tiles.nth(1).locator('a[href^="/p/"]').first().getAttribute('href'))!.replace(
    '/p/',
    '',
  );
  const second = tiles.nth(1).getByRole('button', { name: 'Merken' });
  await expectInteractive(second);
  // only Space activates the toggle (S5): count the saves the page sends while both keys are pressed
  const saves: string[] = [];
  const countSaves = (request: { url(): string; postData(): string | null }) => {
    if (request.url().includes('/graphql') && (request.postData() ?? '').includes('"addWishlistItem"'))
      saves.push(request.postData()!);
  };
  page.on('request', countSaves);
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(tiles.nth(1).getByRole('button', { name: 'Gemerkt' })).toBeVisible();
  // Enter sent nothing: the one save is the Space press's
  expect(saves).toHaveLength(1);
  page.off('request', countSaves);

  // with the session cookie, catalogue pages still come from the shared page cache
  const catalogue = await page.request.get('/mode/damenmode');
  expect(catalogue.headers()['x-page-cache']).toMatch(/^(HIT|STORE|STALE|MISS)$/);

  // a new browser context with the stored cookies: the list is still there, latest first
  const state = await page.context().storageState();
  const cookie = state.cookies.find((c) => c.name === 'shop_session');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
  const restarted = await browser.newContext({ storageState: state });
  const again = await restarted.newPage();
  await again.goto('/wishlist');
  const saved = again.getByTestId('wishlist-items').locator('article a[href^="/p/"]:not([href*="pop"])');
  await expect(saved.first()).toHaveAttribute('href', `/p/${secondId}`);
  await expect(saved.nth(1)).toHaveAttribute('href', `/p/${productId}`);
  expect(await axeViolations(again)).toEqual([]);

  // add to basket from the wishlist opens the product popup with the size choice; while its
  // details load (held back here), the other product's button is disabled (spec S4.4)
  const popupRequest = (url: URL) => url.pathname === '/wishlist' && url.searchParams.has('pop');
  await again.route(popupRequest, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const addButtons = again.getByRole('link', { name: 'Open product details and purchase options' });
  // the English name in its own element: the visible German 'In den Warenkorb' is not marked English
  const nameId = await addButtons.first().getAttribute('aria-labelledby');
  await expect(again.locator(`[id="${nameId}"]`)).toHaveAttribute('lang', 'en');
  await expect(addButtons.first()).not.toHaveAttribute('lang', /./);
  await addButtons.first().click();
  await expect(addButtons.first()).toHaveAttribute('aria-busy', 'true');
  await expect(addButtons.nth(1)).toHaveAttribute('aria-disabled', 'true');
  await expect(again).toHaveURL(new RegExp(`/wishlist\\?pop=${secondId}$`));
  await expect(again.getByRole('dialog')).toBeVisible();
  await expect(addButtons.nth(1)).not.toHaveAttribute('aria-disabled');
  await again.unroute(popupRequest);
  await again.getByRole('dialog').getByRole('button', { name: 'Schließen' }).first().click();

  // removing both empties the page
  await again.getByRole('button', { name: 'Vom Merkzettel entfernen' }).first().click();
  await expect(again.getByTestId('wishlist-announcement')).toHaveText('Removed item from wishlist');
  await again.getByRole('button', { name: 'Vom Merkzettel entfernen' }).first().click();
  await expect(again.getByText('Ihr Merkzettel ist leer.')).toBeVisible();
  await restarted.close();

  // the first context sees the change when its page becomes visible again
  await page.goto(`/p/${productId}`);
  await expect(page.getByRole('button', { name: 'Merken', exact: true }).first()).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('a failed save shows the error toast, which closes when the path changes', async ({ page }) => {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === 'addWishlistItem') {
      await route.fulfill({
        json: { errors: [{ message: 'x', extensions: { code: 'WISHLIST_FAILED_TO_ADD_ITEM' } }], data: null },
      });
      return;
    }
    await route.continue();
  });
  await page.goto('/mode/damenmode');
  const firstSave = page.locator('#product-grid article').first().getByRole('button', { name: 'Merken' });
  await expectInteractive(firstSave);
  await firstSave.click();
  const toast = page
    .getByRole('alert')
    .filter({ hasText: 'Der Artikel konnte nicht zum Merkzettel hinzugefügt werden.' });
  await expect(toast).toBeVisible();
  // with its severity (S4.9)
  await expect(toast).toHaveText('Fehler: Der Artikel konnte nicht zum Merkzettel hinzugefügt werden.×');
  await expect(
    page.locator('#product-grid article').first().getByRole('button', { name: 'Merken' }),
  ).toBeVisible();
  await page.goto('/mode');
  await expect(toast).toHaveCount(0); // toasts close when the path changes
});
