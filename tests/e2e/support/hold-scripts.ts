import type { Page } from '@playwright/test';

/**
 * Holds back the page's scripts (the framework's chunks) until `release`: what a shopper sees and
 * can do before they run, as on a slow phone or a cached page that starts them after the first
 * paint. Call before the navigation.
 */
export async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  let go = () => {};
  const held = new Promise<void>((resolve) => (go = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return {
    release: async () => {
      go();
      await page.unrouteAll({ behavior: 'wait' });
    },
  };
}
