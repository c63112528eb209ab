import { GraphQLError } from 'graphql';
import { actorManagesKeys, actorMay, type AdminActor } from '@/server/admin/admin-actor';
import type { AdminPermission } from '@/server/admin/admin-roles';

export type AdminErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'RATE_LIMITED' | 'BAD_REQUEST';

const STATUS: Record<AdminErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  BAD_REQUEST: 400,
};

export function adminError(code: AdminErrorCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: STATUS[code] } } });
}

/** Refuses the operation (HTTP 403) unless one of the caller's roles grants the permission. */
export function requirePermission(actor: AdminActor, permission: AdminPermission): void {
  if (!actorMay(actor, permission))
    throw adminError(
      'FORBIDDEN',
      `This needs the permission '${permission}', which the roles ${actor.roles.join(', ') || '(none)'} do not grant.`,
    );
}

/** A page number from 1 and a page size from 1 to `max`, or a BAD_USER_INPUT. */
export function pageArgs(page: number | null | undefined, perPage: number | null | undefined, max = 200) {
  const p = page ?? 1;
  const n = perPage ?? 50;
  if (!Number.isInteger(p) || p < 1 || p > 1_000_000)
    throw adminError('BAD_USER_INPUT', 'page is a whole number from 1.');
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw adminError('BAD_USER_INPUT', `perPage is a whole number from 1 to ${max}.`);
  return { page: p, perPage: n };
}

/** Refuses (HTTP 403) unless the caller is an admin without a shop limit (`actorManagesKeys`). */
export function requireKeyManager(actor: AdminActor): void {
  if (!actorManagesKeys(actor))
    throw adminError('FORBIDDEN', 'API keys are managed by admins without a shop or family limit.');
}
