import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardCmsAuth } from '@/server/content/cms-auth-guard';
import { CLIENT_ADDRESS_HEADER, CLIENT_PROOF, CLIENT_PROOF_HEADER } from '@/server/http/client-address';
import { openTestDatabase } from '../support/test-databases';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

function login(address: string, email: string, path = '/cms/api/editors/login') {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CLIENT_PROOF_HEADER]: CLIENT_PROOF,
      [CLIENT_ADDRESS_HEADER]: address,
    },
    body: JSON.stringify({ email, password: 'guess' }),
  });
}

describe('the CMS login guard (counted in PostgreSQL)', () => {
  it('lets one address try 10 logins in 15 minutes, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i++)
      expect(await guardCmsAuth(db.db, login('203.0.113.7', `e${i}@shop.local`))).toBeNull();
    const refused = await guardCmsAuth(db.db, login('203.0.113.7', 'e10@shop.local'));
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused?.json()).toEqual({
      errors: [{ message: 'Too many login attempts. Please try again later.' }],
    });
    // another address is not affected
    expect(await guardCmsAuth(db.db, login('203.0.113.8', 'e0@shop.local'))).toBeNull();
  });

  it('lets one account be tried 30 times an hour from however many addresses', async () => {
    for (let i = 0; i < 30; i++)
      expect(await guardCmsAuth(db.db, login(`198.51.100.${i}`, 'Admin@Shop.local'))).toBeNull();
    expect((await guardCmsAuth(db.db, login('198.51.100.99', 'admin@shop.local')))?.status).toBe(429);
  });

  it('refuses an oversized login body before reading it whole', async () => {
    const huge = new Request('http://localhost:3000/cms/api/editors/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(50_000) }),
    });
    expect((await guardCmsAuth(db.db, huge))?.status).toBe(413);
  });

  it('lets a password-reset mail through 3 times per address an hour, then answers the same and sends nothing', async () => {
    const forgot = (address: string) =>
      guardCmsAuth(db.db, login(address, 'Erika@shop.local', '/cms/api/editors/forgot-password'));
    for (let i = 0; i < 3; i++) expect(await forgot(`192.0.2.${10 + i}`)).toBeNull();
    const held = await forgot('192.0.2.20');
    // Payload's own answer, so nobody learns whether the account exists or was mailed
    expect(held?.status).toBe(200);
    expect(await held?.json()).toEqual({ message: 'Success' });
  });

  it("counts reset requests per client address like the shop's mails", async () => {
    for (let i = 0; i < 20; i++)
      expect(
        await guardCmsAuth(
          db.db,
          login('192.0.2.50', `r${i}@shop.local`, '/cms/api/editors/forgot-password'),
        ),
      ).toBeNull();
    const refused = await guardCmsAuth(
      db.db,
      login('192.0.2.50', 'r20@shop.local', '/cms/api/editors/forgot-password'),
    );
    expect(refused?.status).toBe(429);
  });

  it('closes unlock (accounts are never locked), and leaves other requests to Payload', async () => {
    const unlock = await guardCmsAuth(
      db.db,
      login('192.0.2.1', 'admin@shop.local', '/cms/api/editors/unlock'),
    );
    expect(unlock?.status).toBe(403);
    expect(await guardCmsAuth(db.db, login('192.0.2.1', 'x', '/cms/api/content-pages'))).toBeNull();
  });
});
