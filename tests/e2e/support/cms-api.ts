import { expect, type APIRequestContext } from '@playwright/test';
import type { Client } from 'pg';

const EDITOR = { email: 'cms-admin@shop.local', password: 'e2e-Cms-Password-2026' };

/**
 * One login per test worker: the CMS allows 10 logins per client address in 15 minutes (an
 * editor's password is guessed no faster), and every test of the run comes from this machine.
 */
let session: Promise<string> | null = null;

/** The e2e admin's authorization header (Payload's JWT), logging in once per worker. */
export async function editorHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  session ??= (async () => {
    const login = await request.post('/cms/api/editors/login', { data: EDITOR });
    expect(login.status()).toBe(200);
    return ((await login.json()) as { token: string }).token;
  })().catch((error: unknown) => {
    session = null;
    throw error;
  });
  return { authorization: `JWT ${await session}` };
}

/** The CMS's REST API as the e2e admin (Payload's JWT header), in the de-AT locale. */
export async function cmsApi(request: APIRequestContext) {
  const headers = await editorHeaders(request);
  return {
    async create(collection: string, data: Record<string, unknown>, query = '') {
      const response = await request.post(`/cms/api/${collection}?locale=de-AT${query}`, { headers, data });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { doc: { id: number } }).doc.id;
    },
    async update(collection: string, id: number, data: Record<string, unknown>) {
      const response = await request.patch(`/cms/api/${collection}/${id}?locale=de-AT`, { headers, data });
      expect(response.status(), await response.text()).toBe(200);
    },
    /** the first entry matching `where` (a query string of Payload's where[…] parameters), unpopulated */
    async find<T>(collection: string, where: string): Promise<T> {
      const response = await request.get(`/cms/api/${collection}?locale=de-AT&depth=0&limit=1&${where}`, {
        headers,
      });
      expect(response.status(), await response.text()).toBe(200);
      const [doc] = ((await response.json()) as { docs: T[] }).docs;
      expect(doc).toBeDefined();
      return doc!;
    },
    async remove(collection: string, id: number) {
      await request.delete(`/cms/api/${collection}/${id}`, { headers });
    },
  };
}

/** A rich text of one paragraph, as Payload's editor stores it. */
export function paragraph(text: string) {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: null,
          format: '',
          indent: 0,
          children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
        },
      ],
    },
  };
}

/** Queues what the admin's "Schedule publish" drawer queues (Payload's schedulePublish task), due in 2 s. */
export async function schedulePublish(client: Client, collection: string, id: number): Promise<void> {
  const [editor] = (await client.query(`select id from cms.editors where email = $1`, [EDITOR.email])).rows;
  await client.query(
    `insert into cms.payload_jobs (input, task_slug, queue, wait_until)
     values ($1, 'schedulePublish', 'default', now() + interval '2 seconds')`,
    [
      {
        type: 'publish',
        locale: 'de-AT',
        doc: { relationTo: collection, value: String(id) },
        user: { relationTo: 'editors', value: editor.id },
      },
    ],
  );
}
