import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { textArray } from '@/server/db/text-array';
import { SHOPS } from '@/lib/shop/shops';
import { isAdminRole, type AdminRole } from '../admin-roles';
import { apiKeyDisplayPrefix, apiKeySecretHash, newApiKeySecret } from './api-key-secret';
import { recordAudit } from '../audit/record-audit';
import type { AdminActor } from '../admin-actor';

export interface NewApiKey {
  name: string;
  roles: readonly string[];
  shops?: readonly string[] | null;
  families?: readonly string[] | null;
}

export type CreateApiKeyResult =
  | { ok: true; id: string; secret: string; prefix: string }
  | { ok: false; field: 'name' | 'roles' | 'shops' | 'families'; message: string };

const FAMILIES = new Set(SHOPS.map((shop) => shop.family));
const CODES = new Set(SHOPS.map((shop) => shop.code));

/** Checks a new key's fields; null when they are valid. */
export function newApiKeyProblem(input: NewApiKey): Extract<CreateApiKeyResult, { ok: false }> | null {
  const name = input.name.trim();
  if (name.length === 0 || name.length > 100 || /[\u0000-\u001f\u007f]/.test(name))
    return {
      ok: false,
      field: 'name',
      message: 'A key needs a name of 1 to 100 characters, without control characters.',
    };
  if (input.shops?.length === 0)
    return {
      ok: false,
      field: 'shops',
      message: 'Name at least one shop, or leave the shops out (every shop).',
    };
  if (input.families?.length === 0)
    return {
      ok: false,
      field: 'families',
      message: 'Name at least one family, or leave the families out (every family).',
    };
  if (input.roles.length === 0)
    return { ok: false, field: 'roles', message: 'A key needs at least one role.' };
  const unknownRole = input.roles.find((role) => !isAdminRole(role));
  if (unknownRole !== undefined)
    return {
      ok: false,
      field: 'roles',
      message: `Unknown role '${unknownRole.slice(0, 40)}'. Roles: admin, merchandiser, service, fulfilment, editor.`,
    };
  const unknownShop = input.shops?.find((code) => !CODES.has(code));
  if (unknownShop !== undefined)
    return { ok: false, field: 'shops', message: `Unknown shop '${unknownShop.slice(0, 40)}'.` };
  const unknownFamily = input.families?.find((family) => !FAMILIES.has(family));
  if (unknownFamily !== undefined)
    return {
      ok: false,
      field: 'families',
      message: `Unknown family '${unknownFamily.slice(0, 40)}'. Families: ${[...FAMILIES].join(', ')}.`,
    };
  return null;
}

/**
 * Makes an API key: its secret is returned here once and only its hash is kept. `by` names who
 * made it (an actor of the back office, or 'cli' for `npm run admin -- create-key`).
 */
export async function createApiKey(
  db: Database,
  input: NewApiKey,
  by: AdminActor | 'cli',
): Promise<CreateApiKeyResult> {
  const problem = newApiKeyProblem(input);
  if (problem) return problem;
  const secret = newApiKeySecret();
  const prefix = apiKeyDisplayPrefix(secret);
  const roles = [...new Set(input.roles)] as AdminRole[];
  const shops = input.shops?.length ? [...new Set(input.shops)] : null;
  const families = input.families?.length ? [...new Set(input.families)] : null;
  const createdBy = by === 'cli' ? 'cli' : by.name;
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into admin_api_keys (name, prefix, secret_hash, roles, shops, families, created_by)
        values (${input.name.trim()}, ${prefix}, ${apiKeySecretHash(secret)}, ${textArray(roles)},
                ${shops ? textArray(shops) : null}, ${families ? textArray(families) : null}, ${createdBy})
        returning id`),
    );
    await recordAudit(tx, by === 'cli' ? CLI_ACTOR : by, {
      operation: 'createApiKey',
      entityType: 'apiKey',
      entityId: row!.id,
      before: null,
      after: { name: input.name.trim(), prefix, roles, shops, families },
    });
    return { ok: true as const, id: row!.id, secret, prefix };
  });
}

/** The operator at the command line (`npm run admin`). */
export const CLI_ACTOR: AdminActor = {
  kind: 'key',
  id: 'cli',
  name: 'cli',
  roles: ['admin'],
  shops: null,
  families: null,
};
