import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext } from '@playwright/test';
import { CONSENT_COOKIE } from '@/lib/consent/consent-cookie';
import { cmsApi, paragraph } from './support/cms-api';
import { expectInteractive } from './support/interactive';

/** Grants the performance group (C0002) in the stored consent of the tests' "reject all" state. */
async function allowPerformance(context: BrowserContext) {
  const cookies = await context.cookies();
  const stored = cookies.filter((cookie) => cookie.name === CONSENT_COOKIE);
  expect(stored.length).toBeGreaterThan(0);
  await context.addCookies(
    stored.map((cookie) => {
      const value = JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[] };
      value.categories = ['C0001', 'C0002'];
      return { ...cookie, value: encodeURIComponent(JSON.stringify(value)) };
    }),
  );
}

test('the survey teaser shows only with performance consent, its survey opening in a new window', async ({
  page,
  context,
}) => {
  await page.goto('/mode/damen-kleider');
  await expect(page.getByRole('heading', { name: 'Damenkleider', level: 1 })).toBeVisible();
  // the consent provider runs: it takes the footer's privacy settings button
  await page.waitForFunction(() => typeof window.shopConsentOpenSettings === 'function');
  await expect(page.getByTestId('survey-teaser')).toHaveCount(0);
  await allowPerformance(context);
  await page.reload();
  const teaser = page.getByRole('region', { name: 'Wie gefällt Ihnen unsere Kleider-Auswahl?' });
  await expect(teaser).toBeVisible();
  const link = teaser.getByRole('link', { name: 'Zur Umfrage (Opens in new window)' });
  await expect(link).toHaveAttribute('href', 'https://umfrage.lindgard.at/kleider');
  await expect(link).toHaveAttribute('target', '_blank');
  expect(
    (await new AxeBuilder({ page }).include('[data-testid="survey-teaser"]').analyze()).violations,
  ).toEqual([]);
});

test('a dress’s product page shows the pdpBanner (its image unlinked) and its modal; axe finds nothing', async ({
  page,
}) => {
  await page.goto('/mode/damen-kleider');
  await page.locator('#product-grid article a').first().click();
  await expect(page).toHaveURL(/\/p\/\d{6}/);
  const banner = page.getByTestId('pdp-banner');
  await expect(banner).toContainText('Winter-Sale: ausgewählte Kleider bis zu 30 % reduziert');
  await expect(banner.locator('a img')).toHaveCount(0);
  const info = banner.getByRole('button', { name: 'Mehr Informationen' });
  await expectInteractive(info);
  await info.click();
  await expect(page).toHaveURL(/#global-winter-sale$/);
  await expect(page.getByRole('dialog', { name: 'Winter-Sale: Aktionsbedingungen' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
});

test('visual category tiles show the editors’ image of their key, else their best seller’s', async ({
  page,
}) => {
  await page.goto('/mode/damen-kleider');
  const tiles = page.getByRole('navigation', { name: 'Unterkategorien' });
  // visualCategories.c-mode-damen-pullover is set in the CMS; the blouses have none
  await expect(tiles.locator('a[href="/mode/damen-pullover"] img')).toHaveAttribute(
    'src',
    /^\/image\/cms-\d+\?/,
  );
  await expect(tiles.locator('a[href="/mode/damen-blusen"] img')).toHaveAttribute(
    'src',
    /^\/image\/\d{6}-\d/,
  );
});

test('a dress’s popup on a listing shows the popupBanner', async ({ page }) => {
  await page.goto('/mode/damen-kleider');
  const id = await page.locator('#product-grid > li[data-track-id]').first().getAttribute('data-track-id');
  await page.goto(`/mode/damen-kleider?pop=${id}`);
  const banner = page.getByRole('dialog').getByTestId('popup-banner');
  await expect(banner).toContainText('Winter-Sale: ausgewählte Kleider bis zu 30 % reduziert');
  await expect(banner.locator('a img')).toHaveCount(0);
});

test('the footer’s campaign line comes from the CMS; a published global banner shows on every page within 5 s', async ({
  page,
  request,
}) => {
  await page.goto('/content/impressum');
  await expect(page.getByText(/^Neukunden shoppen versandkostenfrei bis \d\d\.\d\d\.\d{4}$/)).toBeVisible();
  const cms = await cmsApi(request);
  const global = await cms.find<{ id: number }>('global-contents', 'where[shops][contains]=lindgard-at');
  const text = `Nur heute: ${Date.now()}`;
  try {
    await cms.update('global-contents', global.id, {
      globalBanner: [
        {
          blockType: 'Banner',
          couponCode: 'WILLKOMMEN10',
          text: paragraph(text),
        },
      ],
      _status: 'published',
    });
    await expect
      .poll(async () => (await (await request.get('/content/impressum')).text()).includes(text), {
        timeout: 5000,
        intervals: [200],
      })
      .toBe(true);
    await page.goto('/basket');
    const banner = page.getByTestId('global-banner');
    await expect(banner).toContainText(text);
    await expect(banner.getByRole('button', { name: 'Code WILLKOMMEN10 kopieren' })).toBeVisible();
  } finally {
    await cms.update('global-contents', global.id, { globalBanner: [], _status: 'published' });
  }
});
