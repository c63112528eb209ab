import { expect, test, type APIRequestContext } from '@playwright/test';
import persisted from '../../src/graphql/generated/persisted-operations.json';
import AxeBuilder from '@axe-core/playwright';
import { cmsApi } from './support/cms-api';
import { expectInteractive } from './support/interactive';
import { recordPageLoads } from './support/page-loads';

/**
 * The visual filter carousel (storefront S2.3 item 4, S3.5 visualFilterIds, S5): seeded on
 * /mode/damen-kleider (the dress lengths, short to long); the S5 rules on a test entry for skirts.
 */
test.describe.configure({ mode: 'serial' });

const TILE_NAMES = ['Mini', 'Knielang', 'Midi', 'Maxi'];

test('dresses show their lengths as image tiles; a tile sets the filter and clears it again', async ({
  page,
}) => {
  await page.goto('/mode/damen-kleider?page=2');
  const carousel = page.getByRole('navigation', { name: 'Nach Länge filtern' });
  await expect(carousel.getByRole('link')).toHaveText(TILE_NAMES);
  const total = Number((await page.getByTestId('product-count').innerText()).replace(/\D/g, ''));
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // the tiles are static HTML; once the page's scripts run, a click navigates within the page
  await expectInteractive(page.locator('details').filter({ hasText: 'Filter & Sort' }));
  const pageLoads = recordPageLoads(page);
  await carousel.getByRole('link', { name: 'Midi' }).click();
  // the page goes, the filter is set
  await expect(page).toHaveURL(/\/mode\/damen-kleider\?length=midi$/);
  const chosen = page
    .getByRole('navigation', { name: 'Nach Länge filtern' })
    .getByRole('link', { name: 'Midi' });
  await expect(chosen).toHaveAttribute('aria-current', 'true');
  const filtered = Number((await page.getByTestId('product-count').innerText()).replace(/\D/g, ''));
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(total);

  await chosen.click();
  await expect(page).toHaveURL(/\/mode\/damen-kleider$/);
  await expect(
    page.getByRole('navigation', { name: 'Nach Länge filtern' }).getByRole('link', { name: 'Midi' }),
  ).not.toHaveAttribute('aria-current', 'true');
  expect(pageLoads).toEqual([]);
});

async function graphql(request: APIRequestContext, operationName: keyof typeof persisted, variables: object) {
  const res = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { operationName, query: persisted[operationName].query, variables },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { data: Record<string, unknown>; errors?: unknown[] };
}

test('the API names the visual filter: visualFilterIds and the tiles in order', async ({ request }) => {
  const body = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: {
      query:
        '{ category(input: { path: "/mode/damen-kleider", locale: "de-AT" }) { visualFilterIds visualFilter(locale: "de-AT") { id choices { id label image } } } }',
    },
  });
  const { data } = (await body.json()) as {
    data: {
      category: {
        visualFilterIds: string[];
        visualFilter: { id: string; choices: { label: string; image: string }[] };
      };
    };
  };
  expect(data.category.visualFilterIds).toEqual(['length']);
  expect(data.category.visualFilter.id).toBe('length');
  expect(data.category.visualFilter.choices.map((c) => c.label)).toEqual(TILE_NAMES);
  expect(data.category.visualFilter.choices[0]!.image).toMatch(
    /^\/image\/cms-\d+\?q=\d+&w=384&h=512&f=face&fit=fill&fm=webp$/,
  );
  const skirts = await graphql(request, 'productlisting', {
    categoryInput: { path: '/mode/damen-roecke', locale: 'de-AT' },
    productListingInput: { locale: 'de-AT', activePage: 1, itemsPerPage: 72 },
    activeFilterInput: { locale: 'de-AT' },
  });
  expect(skirts.errors).toBeUndefined();
  expect((skirts.data.category as { visualFilterIds: string[] }).visualFilterIds).toEqual([]);
});

async function skirtCarousel(request: APIRequestContext): Promise<string[] | null> {
  const html = await (await request.get('/mode/damen-roecke')).text();
  const nav = /<nav aria-label="Nach Länge filtern"[^>]*>([\s\S]*?)<\/nav>/.exec(html);
  return nav ? [...nav[1]!.matchAll(/<span>([^<]+)<\/span>/g)].map((m) => m[1]!) : null;
}

test('S5: tiles show only when every choice has an image, in a configured order only when it names exactly the choices', async ({
  request,
}) => {
  const cms = await cmsApi(request);
  const media = await cms.find<{ id: number }>('media', 'where[filename][equals]=demo-kleid-mini.jpg');
  const choice = (choiceId: string) => ({ choiceId, image: media.id });
  const poll = (expected: string[] | null) =>
    expect.poll(() => skirtCarousel(request), { timeout: 5000, intervals: [200] }).toEqual(expected);
  const id = await cms.create('visual-filters', {
    shops: ['lindgard-at'],
    categoryIds: ['c-mode-damen-roecke'],
    filterId: 'length',
    keepOrder: true,
    choices: ['maxi', 'midi', 'knielang', 'mini'].map(choice),
    _status: 'published',
  });
  try {
    await poll(['Maxi', 'Midi', 'Knielang', 'Mini']);
    // an order that leaves a choice out: nothing shows ('This should never happen')
    await cms.update('visual-filters', id, {
      choices: ['maxi', 'midi', 'knielang'].map(choice),
      _status: 'published',
    });
    await poll(null);
    // without an order the images must still cover every choice
    await cms.update('visual-filters', id, { keepOrder: false, _status: 'published' });
    await poll(null);
    await cms.update('visual-filters', id, {
      choices: ['maxi', 'midi', 'knielang', 'mini'].map(choice),
      _status: 'published',
    });
    // the filter's own order (the facet's) when none is configured
    await expect.poll(async () => (await skirtCarousel(request))?.length ?? 0, { timeout: 5000 }).toBe(4);
  } finally {
    await cms.remove('visual-filters', id);
  }
  await poll(null);
});

test('the API serves the modal of customer-and-content S7 by id; preview needs an editor’s session', async ({
  request,
}) => {
  const modal = await graphql(request, 'modal', { id: 'winter-sale', locale: 'de-AT' });
  const found = modal.data.modal as { id: string; headline: string; richtext: { json: string } };
  expect(found.id).toBe('winter-sale');
  expect(found.headline).toBe('Winter-Sale: Aktionsbedingungen');
  expect(JSON.parse(found.richtext.json).root.type).toBe('root');
  expect((await graphql(request, 'modal', { id: 'gibt-es-nicht', locale: 'de-AT' })).data.modal).toBeNull();
  const preview = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: {
      operationName: 'modal',
      query: persisted.modal.query,
      variables: { id: 'winter-sale', locale: 'de-AT', preview: true },
    },
  });
  expect(preview.status()).toBe(403);
  expect(
    ((await preview.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code,
  ).toBe('FORBIDDEN');
});

test('the dresses listing shows its buying guide box above the filters; a change to the guide shows within 5 s', async ({
  page,
  request,
}) => {
  await page.goto('/mode/damen-kleider');
  const box = page.getByTestId('listing-content-box');
  await expect(box.getByRole('heading', { name: 'Welche Kleiderlänge passt zu mir?' })).toBeVisible();
  // layout order of S2.3: the box (3), the visual filter (4), then 'Filter & Sort' (6)
  const order = await page.evaluate(() => {
    const at = (element: Element | null) =>
      element ? [...document.querySelectorAll('*')].indexOf(element) : -1;
    return [
      at(document.querySelector('[data-testid="listing-content-box"]')),
      at(document.querySelector('[data-testid="visual-filter"]')),
      at(document.querySelector('#product-grid')),
    ];
  });
  expect(order[0]).toBeGreaterThan(-1);
  expect(order[0]).toBeLessThan(order[1]!);
  expect(order[1]).toBeLessThan(order[2]!);

  const cms = await cmsApi(request);
  const guide = await cms.find<{ id: number; content: Record<string, unknown>[] }>(
    'content-pages',
    // each de-AT shop has its own guide: the one of this shop (127.0.0.1 is lindgard-at)
    `where[slug][equals]=${encodeURIComponent('ratgeber/kleiderlaengen')}&where[shops][contains]=lindgard-at`,
  );
  const title = `Kleiderlängen ${Date.now()}`;
  const withoutIds = () => guide.content.map(({ id: _id, ...block }) => block);
  try {
    const content = withoutIds().map((block) => ({ ...block, title }));
    await cms.update('content-pages', guide.id, { content, _status: 'published' });
    await expect
      .poll(async () => (await (await request.get('/mode/damen-kleider')).text()).includes(title), {
        timeout: 5000,
        intervals: [200],
      })
      .toBe(true);
  } finally {
    await cms.update('content-pages', guide.id, { content: withoutIds(), _status: 'published' });
  }
});
