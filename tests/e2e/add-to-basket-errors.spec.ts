import { expect, test, type Page } from '@playwright/test';
import { query } from './support/database';
import { expectInteractive } from './support/interactive';

/** Opens a product page and waits until its basket button works. */
async function openProduct(page: Page, href: string) {
  await page.goto(href);
  await expectInteractive(page.getByRole('button', { name: 'In den Warenkorb' }));
}

test('a sold-out size cannot be added: the shop says so', async ({ page }) => {
  // the first product of the dress listing that has a sold-out size
  await page.goto('/mode/damen-kleider');
  const links = await page
    .locator('#product-grid article a[href^="/p/"]')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!.split('?')[0]!))]);
  let found = false;
  for (const href of links.slice(0, 30)) {
    await openProduct(page, href);
    const soldOut = page.locator('button[aria-pressed].line-through');
    if ((await soldOut.count()) === 0) continue;
    await soldOut.first().click();
    await expect(page.getByText('Diese Größe ist ausverkauft').first()).toBeVisible();
    // pressing add anyway puts nothing in the basket
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByText('Diese Größe ist ausverkauft').first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Artikel hinzugefügt' })).toHaveCount(0);
    await expect(page.getByTestId('basket-count')).toHaveCount(0);
    found = true;
    break;
  }
  expect(found).toBe(true);
});

test('the 21st piece of an article is refused with the quantity-limit text', async ({ page }) => {
  await page.goto('/mode/damen-kleider');
  const links = await page
    .locator('#product-grid article a[href^="/p/"]')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!.split('?')[0]!))]);
  let found = false;
  for (const href of links.slice(0, 10)) {
    await openProduct(page, href);
    const productUrl = page.url();
    const size = page.locator('button[aria-pressed]:not(.line-through)').first();
    if ((await size.count()) === 0) continue;
    const sizeLabel = (await size.innerText()).trim();
    await size.click();
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('dialog', { name: 'Artikel hinzugefügt' })).toBeVisible();

    // twenty pieces in the basket, where the stock allows it
    await page.goto('/basket');
    await page.waitForLoadState('networkidle');
    const quantity = page.getByLabel('Menge');
    if ((await quantity.locator('option[value="20"]').count()) === 0) {
      await page
        .getByRole('button', { name: /entfernen/i })
        .first()
        .click();
      await expect(page.getByTestId('basket-item')).toHaveCount(0);
      continue;
    }
    await quantity.selectOption('20');
    await expect(page.getByTestId('basket-count')).toHaveText('20');

    await openProduct(page, productUrl);
    const displayNumber = (
      await page
        .getByText(/^Artikelnummer/)
        .first()
        .innerText()
    ).replace(/\D/g, '');
    await page
      .locator('button[aria-pressed]', { hasText: new RegExp(`^${sizeLabel}$`) })
      .first()
      .click();
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(
      page
        .getByText(`Die Höchstmenge von 20 Stück des Artikels ${displayNumber} ist bereits erreicht.`)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Artikel hinzugefügt' })).toHaveCount(0);
    await expect(page.getByTestId('basket-count')).toHaveText('20');
    found = true;
    break;
  }
  expect(found).toBe(true);
});

test('one free gift per basket: the second one is refused with the gift text', async ({ page }) => {
  // a free gift needs goods worth 50 € first
  await page.goto('/vcr/gratis-geschenk');
  const gifts = await page
    .locator('#product-grid article a[href^="/p/"]')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!.split('?')[0]!))]);
  expect(gifts.length).toBeGreaterThanOrEqual(2);
  await openProduct(page, gifts[0]!);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText('Bitte beachten Sie den Mindestbestellwert von 50,- €.').first()).toBeVisible();

  await page.goto('/mode/damen-kleider?sort=priceDesc');
  const dearest = await page.locator('#product-grid article a').first().getAttribute('href');
  await openProduct(page, dearest!);
  await page.locator('button[aria-pressed]:not(.line-through)').first().click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('dialog', { name: 'Artikel hinzugefügt' })).toBeVisible();

  await openProduct(page, gifts[0]!);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('dialog', { name: 'Artikel hinzugefügt' })).toBeVisible();

  await openProduct(page, gifts[1]!);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(
    page.getByText('Gratis-Geschenke können nur einmal hinzugefügt werden.').first(),
  ).toBeVisible();
  await openProduct(page, gifts[0]!);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(
    page
      .getByText('Der Artikel liegt bereits im Warenkorb und kann kein weiteres Mal hinzugefügt werden.')
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveText('2');

  // the goods fall below 50 €: the basket says so at once and offers no way to the checkout
  const [cheap] = await query<{ id: string; size_label: string }>(`
    select va.dimension_id as id, va.size_label
      from variants va
      join dimensions d on d.id = va.dimension_id and d.promotion = va.promotion and d.is_default_promotion
      join products p on p.id = va.dimension_id
      join styles s on s.master_key = p.master_key
     where va.price_cents between 1500 and 4500 and va.stock > 5 and not s.is_free_gift
       and va.availability_state = 'available'
     order by va.dimension_id limit 1`);
  await openProduct(page, `/p/${cheap!.id}`);
  await page
    .locator('button[aria-pressed]', { hasText: new RegExp(`^${cheap!.size_label}$`) })
    .first()
    .click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('dialog', { name: 'Artikel hinzugefügt' })).toBeVisible();
  await page.goto('/basket');
  await expect(page.getByRole('link', { name: 'Zur Kasse' })).toBeVisible();
  const dress = page
    .getByTestId('basket-item')
    .filter({ has: page.locator(`a[href="${dearest!.split('?')[0]}"]`) })
    .getByRole('button', { name: /aus dem Warenkorb entfernen/ });
  await expectInteractive(dress);
  await dress.click();
  await expect(page.getByTestId('basket-item')).toHaveCount(2);
  await expect(page.getByTestId('free-gift-minimum')).toHaveText(
    'Warnung: Bitte beachten Sie den Mindestbestellwert von 50,- €.',
  );
  await expect(page.getByRole('link', { name: 'Zur Kasse' })).toHaveCount(0);
});
