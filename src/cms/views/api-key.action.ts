'use server';

import config from '@payload-config';
import { headers } from 'next/headers';
import { revalidatePath } from 'next/cache';
import { getPayload } from 'payload';
import { actorManagesKeys, type AdminActor } from '@/server/admin/admin-actor';
import { createApiKey } from '@/server/admin/keys/create-api-key';
import { revokeApiKey } from '@/server/admin/keys/revoke-api-key';
import { getDb } from '@/server/db';
import { adminActorOfUser } from './admin-actor-of-user';

export type CreateKeyState = { secret: string; name: string } | { error: string } | null;

/** The admin sending the action, checked again here: a server action is a POST anyone could send. */
async function keyAdmin(): Promise<AdminActor | null> {
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: await headers() });
  const actor = adminActorOfUser(user);
  return actor && actorManagesKeys(actor) ? actor : null;
}

/** A comma-separated field; empty: no limit (null). */
function list(value: FormDataEntryValue | null): string[] | null {
  const items = String(value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : null;
}

/** Makes an API key from the keys view's form; its secret comes back once, to be shown once. */
export async function createApiKeyAction(_state: CreateKeyState, form: FormData): Promise<CreateKeyState> {
  const actor = await keyAdmin();
  if (!actor) return { error: 'Only admins make API keys.' };
  const name = String(form.get('name') ?? '');
  const created = await createApiKey(
    await getDb(),
    {
      name,
      roles: form.getAll('roles').map(String),
      shops: list(form.get('shops')),
      families: list(form.get('families')),
    },
    actor,
  );
  if (!created.ok) return { error: created.message };
  revalidatePath('/admin/api-keys');
  return { secret: created.secret, name: name.trim() };
}

/** Revokes a key from the keys view: refused from the next request on, on every worker. */
export async function revokeApiKeyAction(form: FormData): Promise<void> {
  const actor = await keyAdmin();
  if (!actor) return;
  await revokeApiKey(await getDb(), String(form.get('id') ?? '').slice(0, 100), actor);
  revalidatePath('/admin/api-keys');
}
