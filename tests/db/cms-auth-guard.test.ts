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

  it('guards the endpoints however their path is spelt (Payload ignores case, Next.js decodes escapes)', async () => {
    for (let i = 0; i < 10; i++)
      expect(
        await guardCmsAuth(db.db, login('203.0.113.40', `c${i}@shop.local`, '/cms/api/editors/LOGIN')),
      ).toBeNull();
    expect(
      (await guardCmsAuth(db.db, login('203.0.113.40', 'c@shop.local', '/cms/api/editors/log%69n')))?.status,
    ).toBe(429);
    expect((await guardCmsAuth(db.db, login('203.0.113.41', 'x', '/cms/api/editors/Unlock')))?.status).toBe(
      403,
    );
  });

  it("reads the address of the admin's multipart login form (its _payload field)", async () => {
    const form = (address: string) => {
      const body = new FormData();
      body.set('_payload', JSON.stringify({ email: 'Multi@Shop.local', password: 'guess' }));
      return new Request('http://localhost:3000/cms/api/editors/login', {
        method: 'POST',
        headers: { [CLIENT_PROOF_HEADER]: CLIENT_PROOF, [CLIENT_ADDRESS_HEADER]: address },
        body,
      });
    };
    // 30 per account, from many addresses: the 31st is refused, so the address was read
    for (let i = 0; i < 30; i++) expect(await guardCmsAuth(db.db, form(`198.18.0.${i}`))).toBeNull();
    expect((await guardCmsAuth(db.db, form('198.18.1.1')))?.status).toBe(429);
  });

  it('passes no login on whose account it cannot read: two _payload fields, or no address', async () => {
    const twice = new FormData();
    // Payload's parser lets the second replace the empty first: the guard would count nobody
    twice.append('_payload', '');
    twice.append('_payload', JSON.stringify({ email: 'ed@shop.local', password: 'guess' }));
    const none = JSON.stringify({ password: 'guess' });
    for (const body of [twice, none]) {
      const refused = await guardCmsAuth(
        db.db,
        new Request('http://localhost:3000/cms/api/editors/login', {
          method: 'POST',
          headers: {
            ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
            [CLIENT_PROOF_HEADER]: CLIENT_PROOF,
            [CLIENT_ADDRESS_HEADER]: '198.18.2.1',
          },
          body,
        }),
      );
      expect(refused?.status).toBe(400);
      expect(await refused?.json()).toEqual({
        errors: [{ message: 'A login needs an e-mail address and a password.' }],
      });
    }
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
