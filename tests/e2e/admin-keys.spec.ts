import { expect, test } from '@playwright/test';
import { logInToCmsAdmin } from './support/cms-admin';

/**
 * Issue 51: an admin makes an API key in /admin, sees its secret once, the key works at once, a
 * revoked one is refused at once; the audit log shows both writes with who and what.
 */
test('an admin makes and revokes an API key in /admin, and the audit log shows both', async ({
  page,
  request,
}) => {
  await logInToCmsAdmin(page);
  await expect(page.getByRole('link', { name: 'API keys' })).toHaveAttribute('href', '/admin/api-keys');
  await page.goto('/admin/api-keys');
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  const name = `warehouse ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('checkbox', { name: 'fulfilment' }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = (await page.getByTestId('api-key-secret').textContent())!.trim();
  expect(secret).toMatch(/^shk_[\w-]{43}$/);

  const me = () =>
    request.post('/admin-api/graphql', {
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      data: { query: '{ me { name roles } }' },
    });
  const answer = await me();
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ data: { me: { name, roles: ['fulfilment'] } } });

  // the new key is listed (without its secret) once the page is loaded again
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(secret.slice(0, 10));
  await expect(page.getByText(secret)).toHaveCount(0);
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await expect(row).toContainText('revoked');
  expect((await me()).status()).toBe(401);

  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit-log');
  await page.goto('/admin/audit-log');
  await page.getByLabel('Operation').fill('revokeApiKey');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText(/^[\d,]+ entries/)).toBeVisible();
  const entry = page.getByRole('row').filter({ hasText: 'revokeApiKey' }).first();
  await expect(entry).toContainText('cms-admin@shop.local');
  await expect(entry).toContainText('"revoked": true');
  await page.getByLabel('Operation').fill('createApiKey');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('fulfilment');
});
