import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres';

/**
 * The back office's roles for /admin logins (issue 51, decision 0038): merchandisers (catalogue,
 * prices, stock), service and fulfilment, besides editors and admins. Written by hand (decision 0015).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "cms"."enum_editors_roles" ADD VALUE IF NOT EXISTS 'merchandiser';
  ALTER TYPE "cms"."enum_editors_roles" ADD VALUE IF NOT EXISTS 'service';
  ALTER TYPE "cms"."enum_editors_roles" ADD VALUE IF NOT EXISTS 'fulfilment';`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // an enum's values cannot be dropped in place: the type is made anew with the first two
  await db.execute(sql`
  DELETE FROM "cms"."editors_roles" WHERE "value"::text NOT IN ('editor', 'admin');
  ALTER TYPE "cms"."enum_editors_roles" RENAME TO "enum_editors_roles_old";
  CREATE TYPE "cms"."enum_editors_roles" AS ENUM ('editor', 'admin');
  ALTER TABLE "cms"."editors_roles" ALTER COLUMN "value" TYPE "cms"."enum_editors_roles" USING "value"::text::"cms"."enum_editors_roles";
  DROP TYPE "cms"."enum_editors_roles_old";`);
}
