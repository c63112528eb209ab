import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { logInToCmsAdmin } from './support/cms-admin';
import { expectInteractive } from './support/interactive';

test('a shopper chats with customer service from the FAQ page; an agent answers in the CMS admin and the answer arrives', async ({
  page,
  browser,
}) => {
  await page.goto('/content/kundenservice/faq');
  const start = page.getByRole('button', { name: 'Chat starten' });
  await expectInteractive(start);
  await start.click();
  const chat = page.getByRole('dialog', { name: 'Chat mit dem Kundenservice' });
  await expect(chat).toBeVisible();
  await expect(chat.getByText('Noch keine Nachrichten.')).toBeVisible();
  expect((await new AxeBuilder({ page }).include('dialog').analyze()).violations).toEqual([]);

  // an empty message is refused with the text of the messages file
  await chat.getByRole('button', { name: 'Senden' }).click();
  await expect(chat.getByRole('alert')).toHaveText(
    'Bitte geben Sie eine Nachricht mit höchstens 1000 Zeichen ein.',
  );
  const question = `Wo ist meine Bestellung? ${Date.now()}`;
  await chat.getByRole('textbox', { name: 'Ihre Nachricht' }).fill(question);
  await chat.getByRole('textbox', { name: 'Ihre Nachricht' }).press('Enter');
  await expect(chat.getByRole('listitem').filter({ hasText: question })).toContainText('Sie');
  await expect(chat.getByRole('textbox', { name: 'Ihre Nachricht' })).toHaveValue('');

  // customer service, in the CMS admin
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await logInToCmsAdmin(agent);
  await agent.goto('/admin/chats');
  const conversation = agent.getByRole('article').filter({ hasText: question });
  await expect(conversation).toContainText('lindgard-at · guest · waiting for an answer');
  const answer = 'Ihr Paket ist unterwegs und kommt morgen.';
  await conversation.getByRole('textbox', { name: 'Answer' }).fill(answer);
  await conversation.getByRole('button', { name: 'Send answer' }).click();
  await expect(agent.getByRole('status').filter({ hasText: 'Answer sent.' })).toBeVisible();

  // the shopper's open chat fetches the answer and announces it
  await expect(chat.getByRole('listitem').filter({ hasText: answer })).toBeVisible({ timeout: 10_000 });
  await expect(chat.getByRole('status')).toHaveText(`Neue Antwort vom Kundenservice: ${answer}`);

  // closed and opened again (from the support page): the conversation is still there
  await chat.getByRole('button', { name: 'Schließen' }).click();
  await expect(chat).toHaveCount(0);
  await page.goto('/support');
  await page.getByRole('button', { name: 'Chat starten' }).click();
  await expect(chat.getByRole('listitem').filter({ hasText: answer })).toBeVisible();

  // the agent closes the conversation: it leaves the console
  await agent.goto('/admin/chats');
  await agent
    .getByRole('article')
    .filter({ hasText: question })
    .getByRole('button', { name: 'Close conversation' })
    .click();
  await expect(agent.getByRole('status').filter({ hasText: 'Conversation closed.' })).toBeVisible();
  await expect(agent.getByRole('article').filter({ hasText: question })).toHaveCount(0);
  await agentContext.close();
});

test('the chat endpoint refuses bad messages and foreign pages with clear errors', async ({ request }) => {
  const empty = await request.post('/api/chat', { data: { text: '   ' } });
  expect(empty.status()).toBe(400);
  expect(await empty.json()).toMatchObject({ error: 'CHAT_MESSAGE_INVALID' });
  const broken = await request.post('/api/chat', {
    data: 'no json{',
    headers: { 'content-type': 'application/json' },
  });
  expect(broken.status()).toBe(400);
  const foreign = await request.post('/api/chat', {
    data: { text: 'Hallo' },
    headers: { origin: 'https://evil.example' },
  });
  expect(foreign.status()).toBe(403);
  expect(await (await request.get('/api/chat')).json()).toEqual({ messages: [] });
});

test('the support page copies its identifiers', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/support');
  const facts = page.getByTestId('support-facts');
  await expect(facts).not.toContainText('…');
  const copy = page.getByRole('button', { name: 'Angaben kopieren' });
  await expectInteractive(copy);
  await copy.click();
  await expect(page.getByRole('status').filter({ hasText: 'Kopiert' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const cookieId = await facts.locator('dd').nth(1).innerText();
  expect(copied).toMatch(/^Browser: .+\nCookie-ID: .+\nService-ID: .+$/);
  expect(copied).toContain(`Cookie-ID: ${cookieId}`);
});
