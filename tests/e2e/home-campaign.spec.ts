import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectInteractive } from './support/interactive';

test('the home page’s campaign: hero banner, the editors’ category tiles and a promotion carousel', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.getByTestId('hero-banner');
  await expect(hero).toContainText('Herbstaktion: 20 % auf Ihre Bestellung');
  await expect(hero.getByRole('button', { name: 'Code HERBST20 kopieren' })).toBeVisible();
  // its image is the page's first and is fetched first
  await expect(hero.locator('img')).toHaveAttribute('fetchpriority', 'high');

  const tiles = page.getByRole('region', { name: 'Unsere Sortimente' }).getByRole('link');
  await expect(tiles).toHaveCount(8);
  await expect(tiles.first()).toHaveAttribute('href', '/mode/damen-kleider');

  const carousel = page.getByRole('region', { name: 'Aktuelle Aktionen' });
  const slides = carousel.getByRole('listitem');
  const count = await slides.count();
  expect(count).toBeGreaterThanOrEqual(5);
  await expect(slides.first()).toHaveAccessibleName(`Image 1 of ${count}`);
  await expect(carousel.getByTestId('promotion-card').first()).toBeVisible();
  const previous = carousel.getByRole('button', { name: 'To the previous element' });
  const next = carousel.getByRole('button', { name: 'To the next element' });
  await expect(next).toHaveAttribute('lang', 'en');
  await expectInteractive(next);
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(previous).toBeEnabled();
  expect(await carousel.getByRole('list').evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('on a phone the carousel shows two and a half promotions, on a desktop six', async ({ page }) => {
  const widthOfSlide = async () =>
    page
      .getByRole('region', { name: 'Aktuelle Aktionen' })
      .getByRole('list')
      .evaluate((list) => list.clientWidth / list.querySelector('li')!.getBoundingClientRect().width);
  // the list's width over a slide's: the slides per view plus the gaps between them (0.75 rem)
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const phone = await widthOfSlide();
  expect(phone).toBeGreaterThanOrEqual(2.5);
  expect(phone).toBeLessThan(2.8);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(widthOfSlide).toBeGreaterThanOrEqual(6);
  expect(await widthOfSlide()).toBeLessThan(6.5);
});
