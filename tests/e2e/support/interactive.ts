import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated a control, so that clicking it runs its handler. Catalogue pages
 * show their server-rendered controls before their scripts start (decision 0008); React marks a
 * hydrated element with its props, the one signal that this very control is live.
 */
export async function expectInteractive(control: Locator) {
  await expect
    .poll(
      () =>
        control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
}
