import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Keys of the admin API (issue 51): a merchandise system, a warehouse or a script authenticates
 * with `Authorization: Bearer <secret>`. Only the secret's SHA-256 is kept: the secret itself is
 * shown once when the key is made. A key acts with its roles, limited to its shops and families
 * when those are set (null: every shop).
 */
export const adminApiKeys = pgTable(
  'admin_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** the secret's first characters, shown in lists to tell keys apart */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole secret, hex */
    secretHash: text('secret_hash').notNull().unique(),
    roles: text('roles').array().notNull(),
    /** shop codes the key may act for; null: no limit by shop */
    shops: text('shops').array(),
    /** shop families the key may act for; null: no limit by family */
    families: text('families').array(),
    /** who made it: 'cli', or the editor's e-mail */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** written at most once a minute (authenticate-api-key.ts) */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('admin_api_keys_name_idx').on(t.name)],
);

/**
 * Every write of the admin API and the back office: who (a key or an editor), when, which
 * operation on what, and the record before and after. Never updated or deleted by the shop.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** 'key' or 'editor' */
    actorKind: text('actor_kind').notNull(),
    /** the key's id or the editor's id */
    actorId: text('actor_id').notNull(),
    /** the key's name or the editor's e-mail, as it was then */
    actorName: text('actor_name').notNull(),
    /** the operation, e.g. 'setPrices' */
    operation: text('operation').notNull(),
    /** what was written: 'variant', 'variantPrice', 'product', 'apiKey' … */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('admin_audit_log_at_idx').on(t.at),
    index('admin_audit_log_entity_idx').on(t.entityType, t.entityId),
    index('admin_audit_log_actor_idx').on(t.actorId, t.at),
  ],
);
