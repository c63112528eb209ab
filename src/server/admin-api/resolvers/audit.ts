import { listAudit } from '@/server/admin/audit/list-audit';
import { createApiKey } from '@/server/admin/keys/create-api-key';
import { listApiKeys } from '@/server/admin/keys/list-api-keys';
import { revokeApiKey } from '@/server/admin/keys/revoke-api-key';
import type { Resolvers } from '../generated/resolvers-types';
import { adminError, pageArgs, requireKeyManager, requirePermission } from '../admin-errors';

export const auditResolvers: Resolvers = {
  AuditRecord: { id: (record) => String(record.id) },
  Query: {
    auditLog: async (_parent, args, { db, actor }) => {
      requirePermission(actor, 'audit:read');
      const { page, perPage } = pageArgs(args.page, args.perPage);
      const filter = args.filter ?? {};
      for (const value of [filter.actor, filter.operation, filter.entityType, filter.entityId])
        if (value && value.length > 200)
          throw adminError('BAD_USER_INPUT', 'A filter has at most 200 characters.');
      const found = await listAudit(db, filter, page, perPage);
      return { total: found.total, page, perPage, items: found.records };
    },
    apiKeys: async (_parent, _args, { db, actor }) => {
      requireKeyManager(actor);
      return listApiKeys(db);
    },
  },
  Mutation: {
    createApiKey: async (_parent, { input }, { db, actor }) => {
      requireKeyManager(actor);
      const created = await createApiKey(db, input, actor);
      if (!created.ok) throw adminError('BAD_USER_INPUT', created.message);
      const key = (await listApiKeys(db)).find((k) => k.id === created.id)!;
      return { key, secret: created.secret };
    },
    revokeApiKey: async (_parent, { id }, { db, actor }) => {
      requireKeyManager(actor);
      if (id.length > 100) throw adminError('NOT_FOUND', 'There is no such key.');
      const revoked = await revokeApiKey(db, id, actor);
      if (!revoked.ok)
        throw revoked.reason === 'unknown'
          ? adminError('NOT_FOUND', 'There is no such key.')
          : adminError('BAD_USER_INPUT', 'Several keys have this prefix; name the key by its id.');
      return (await listApiKeys(db)).find((k) => k.id === revoked.id)!;
    },
  },
};
