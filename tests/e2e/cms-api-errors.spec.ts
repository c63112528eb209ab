import { expect, test } from '@playwright/test';
import { editorHeaders } from './support/cms-api';

/**
 * The CMS's REST API answers bad requests with 4xx and a message, never with HTTP 500 (which
 * Payload gave each of them, with a stack trace in the log). Found by attacking the CMS.
 */
test('anonymous visitors: media documents are the editors’, missing files 404, no 5xx', async ({
  request,
}) => {
  for (const path of [
    '/cms/api/media?where[alt][like]=abc',
    '/cms/api/media?where[id][in]=a,b',
    '/cms/api/media?page=-5',
    '/cms/api/media?limit=0&locale=all',
    '/cms/api/media/abc',
    '/cms/api/media/99999999999999999999',
  ]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(403);
    expect(await answer.json(), path).toEqual({
      errors: [{ message: 'You are not allowed to perform this action.' }],
    });
  }
  for (const path of ['/cms/api/media/file/nonexistent.png', '/cms/api/media/file/a%00b.png']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
  }
  expect((await request.post('/cms/api/editors/verify/abc')).status()).toBe(404);
  // a read sent as POST (as the admin's relationship fields send theirs) is a read under the same rules
  for (const [contentType, body] of [
    ['application/x-www-form-urlencoded', 'limit=0&locale=all'],
    ['application/json', '{}'],
  ] as const) {
    const override = await request.post('/cms/api/media', {
      headers: { 'x-payload-http-method-override': 'GET', 'content-type': contentType },
      data: body,
    });
    expect(override.status(), contentType).toBe(403);
  }
  expect((await request.get('/cms/api/payload-migrations')).status()).toBeLessThan(500);
});

test('editors: unknown locales, bodies Payload cannot read and bad queries get 4xx', async ({ request }) => {
  const headers = await editorHeaders(request);
  const write = await request.patch('/cms/api/content-pages/1?locale=garbage', {
    headers,
    data: { title: 'Neu' },
  });
  expect(write.status()).toBe(400);
  expect((await write.json()).errors[0].message).toMatch(
    /^Unknown locale: use one of [a-z]{2}-[A-Z]{2}(, [a-z]{2}-[A-Z]{2})*\.$/,
  );

  for (const [body, contentType, status] of [
    ['null', 'application/json', 400],
    ['"text"', 'application/json', 400],
    ['title=x', 'application/x-www-form-urlencoded', 415],
  ] as const) {
    const answer = await request.post('/cms/api/content-pages?locale=de-AT', {
      headers: { ...headers, 'content-type': contentType },
      data: body,
    });
    expect(answer.status(), body).toBe(status);
  }

  // the admin's relationship fields read their options as form-encoded POSTs
  const options = await request.post('/cms/api/modals', {
    headers: {
      ...headers,
      'x-payload-http-method-override': 'GET',
      'content-type': 'application/x-www-form-urlencoded',
    },
    data: 'depth=0&limit=5&locale=de-AT&where[modalId][exists]=true',
  });
  expect(options.status()).toBe(200);
  expect((await options.json()).docs.length).toBeGreaterThan(0);
  const media = await request.post('/cms/api/media', {
    headers: {
      ...headers,
      'x-payload-http-method-override': 'GET',
      'content-type': 'application/x-www-form-urlencoded',
    },
    data: 'depth=0&limit=1',
  });
  expect(media.status()).toBe(200);
  // a locale in the body counts as one in the address
  const bodyLocale = await request.patch('/cms/api/content-pages/1', {
    headers,
    data: { locale: 'garbage', title: 'Neu' },
  });
  expect(bodyLocale.status()).toBe(400);

  const unknownShop = await request.post('/cms/api/page-footers?locale=de-AT', {
    headers,
    data: { shops: ['nonexistent-shop'] },
  });
  expect(unknownShop.status()).toBe(400);

  for (const path of [
    '/cms/api/content-pages?where[shops][contains]=x&locale=de-AT',
    '/cms/api/content-pages?where[content.richtext][like]=x&locale=de-AT',
    '/cms/api/content-pages/abc?locale=de-AT',
  ]) {
    const answer = await request.get(path, { headers });
    expect(answer.status(), path).toBeGreaterThanOrEqual(400);
    expect(answer.status(), path).toBeLessThan(500);
  }
});
