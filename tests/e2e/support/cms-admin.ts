import { expect, type Page } from '@playwright/test';

/** Logs in to the CMS admin as the first admin the e2e run creates (scripts/e2e.ts), and waits for its navigation. */
export async function logInToCmsAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(process.env.CMS_ADMIN_EMAIL ?? 'cms-admin@shop.local');
  await page.getByLabel('Password').fill(process.env.CMS_ADMIN_PASSWORD ?? 'e2e-Cms-Password-2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Customer chats' })).toHaveAttribute('href', '/admin/chats');
}
