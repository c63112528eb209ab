import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectInteractive } from './support/interactive';

/** True while the page's focus is on no control: the body (where a lost focus falls) or nothing. */
const focusLost = (page: Page) =>
  page.evaluate(() => document.activeElement === null || document.activeElement === document.body);

/**
 * Presses Tab until `target` has the focus, as a keyboard user would; after every press the focus
 * must be on a control of the page, never fallen back to the body.
 */
async function tabTo(page: Page, target: Locator, limit = 250, live: Locator = target) {
  await expectInteractive(live);
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
    expect(await focusLost(page), `the focus fell back to the page after ${presses + 1} × Tab`).toBe(false);
  }
  throw new Error(`${target.toString()} was not reached with Tab`);
}

/**
 * Tab to a control and press Enter on it; `live` is a control that is interactive once `target`
 * is (a listing tile's link is the server's markup: its heart is the live control, decision 0032).
 */
async function activate(page: Page, target: Locator, live: Locator = target) {
  await tabTo(page, target, 250, live);
  await page.keyboard.press('Enter');
}

/** Tab to a text field and type into it. */
async function fill(page: Page, name: string, text: string) {
  await tabTo(page, page.getByRole('textbox', { name, exact: true }));
  await page.keyboard.type(text);
}

/** Tab into a radio group and move with the arrow keys until `name` is chosen. */
async function choose(page: Page, group: Locator, name: RegExp | string) {
  const wanted = group.getByRole('radio', { name });
  await tabTo(page, group.getByRole('radio').first());
  for (let moves = 0; moves < 10 && !(await wanted.isChecked()); moves++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toBeChecked();
}

const stepHeading = (page: Page, step: string) =>
  page.getByTestId(`checkout-step-${step}`).getByRole('heading', { level: 2 });

test('a keyboard-only purchase never loses the focus: from the listing through the basket to the thanks page', async ({
  page,
}) => {
  await page.goto('/mode/damen-kleider');
  // the skip link first, then into the grid
  await activate(page, page.getByRole('link', { name: 'Skip to main content' }));
  const firstProduct = page.locator('#product-grid article a').first();
  await activate(
    page,
    firstProduct,
    page.locator('#product-grid').getByRole('button', { name: 'Merken' }).first(),
  );
  await expect(page).toHaveURL(/\/p\/\d{6}/);

  // 'In den Warenkorb' without a size opens the size dialog; a size is chosen there
  const add = page.getByRole('button', { name: 'In den Warenkorb' });
  await activate(page, add);
  const sizes = page.getByRole('dialog', { name: 'Größe wählen' });
  await expect(sizes).toBeVisible();
  expect(await focusLost(page)).toBe(false);
  await activate(page, sizes.locator('button[aria-pressed]:not(.line-through)').first());
  await expect(sizes).toBeHidden();
  expect(await focusLost(page), 'the focus fell back to the page after choosing a size').toBe(false);
  await activate(page, add);
  const added = page.getByRole('dialog', { name: 'Artikel hinzugefügt' });
  await expect(added).toBeVisible();
  expect(await focusLost(page)).toBe(false);
  await activate(page, added.getByRole('link', { name: 'Zum Warenkorb' }));
  await expect(page).toHaveURL(/\/basket$/);

  await activate(page, page.getByRole('link', { name: 'Zur Kasse' }));
  await expect(page).toHaveURL(/\/checkout$/);
  await activate(page, page.getByRole('button', { name: 'Als Gast bestellen' }));
  await expect(stepHeading(page, 'addresses')).toBeFocused();

  const addresses = page.getByTestId('checkout-step-addresses');
  await fill(page, 'E-Mail-Adresse', 'tastatur@example.at');
  await choose(page, addresses.getByRole('group', { name: 'Anrede' }), 'Frau');
  await fill(page, 'Vorname', 'Tara');
  await fill(page, 'Nachname', 'Tastatur');
  await fill(page, 'Straße', 'Ringstraße');
  await fill(page, 'Hausnummer', '5');
  await fill(page, 'PLZ', '1010');
  await fill(page, 'Ort', 'Wien');
  await activate(page, addresses.getByRole('button', { name: 'Weiter' }));
  // the address is saved and the page rendered again: the focus goes to the next step
  await expect(addresses).toContainText('Ringstraße 5');
  await expect(stepHeading(page, 'delivery')).toBeFocused();

  await activate(page, page.getByTestId('checkout-step-delivery').getByRole('button', { name: 'Weiter' }));
  await expect(stepHeading(page, 'payment')).toBeFocused();
  const payment = page.getByTestId('checkout-step-payment');
  await choose(page, payment, /Kauf auf Rechnung/);
  await activate(page, payment.getByRole('button', { name: 'Weiter' }));
  await expect(stepHeading(page, 'review')).toBeFocused();

  await activate(page, page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
  await expect(page).toHaveURL(/\/thanks\?order=\d{8}$/);
});
