import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_triggers_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum_triggers_device_type" AS ENUM('smartphone', 'landscape', 'tablet', 'desktop');
  CREATE TYPE "cms"."enum_triggers_login_state" AS ENUM('loggedIn', 'loggedOut');
  CREATE TYPE "cms"."enum_triggers_customer_is_newsletter_recipient" AS ENUM('yes', 'no');
  CREATE TYPE "cms"."enum_triggers_customer_has_shipping_costs_flat" AS ENUM('yes', 'no');
  CREATE TYPE "cms"."enum_triggers_app" AS ENUM('onlyApp', 'exceptApp');
  CREATE TABLE "cms"."triggers_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_triggers_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."triggers_device_type" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_triggers_device_type",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."triggers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar NOT NULL,
  	"campaign_trigger" varchar,
  	"login_state" "cms"."enum_triggers_login_state",
  	"customer_is_newsletter_recipient" "cms"."enum_triggers_customer_is_newsletter_recipient",
  	"customer_has_shipping_costs_flat" "cms"."enum_triggers_customer_has_shipping_costs_flat",
  	"app" "cms"."enum_triggers_app",
  	"optimizely_trigger" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "cms"."home_pages" ADD COLUMN "trigger_id" integer;
  ALTER TABLE "cms"."_home_pages_v" ADD COLUMN "version_trigger_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "triggers_id" integer;
  ALTER TABLE "cms"."triggers_shops" ADD CONSTRAINT "triggers_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."triggers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."triggers_device_type" ADD CONSTRAINT "triggers_device_type_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."triggers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "triggers_shops_order_idx" ON "cms"."triggers_shops" USING btree ("order");
  CREATE INDEX "triggers_shops_parent_idx" ON "cms"."triggers_shops" USING btree ("parent_id");
  CREATE INDEX "triggers_shops_value_idx" ON "cms"."triggers_shops" USING btree ("value");
  CREATE INDEX "triggers_device_type_order_idx" ON "cms"."triggers_device_type" USING btree ("order");
  CREATE INDEX "triggers_device_type_parent_idx" ON "cms"."triggers_device_type" USING btree ("parent_id");
  CREATE INDEX "triggers_campaign_trigger_idx" ON "cms"."triggers" USING btree ("campaign_trigger");
  CREATE INDEX "triggers_updated_at_idx" ON "cms"."triggers" USING btree ("updated_at");
  CREATE INDEX "triggers_created_at_idx" ON "cms"."triggers" USING btree ("created_at");
  ALTER TABLE "cms"."home_pages" ADD CONSTRAINT "home_pages_trigger_id_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "cms"."triggers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_home_pages_v" ADD CONSTRAINT "_home_pages_v_version_trigger_id_triggers_id_fk" FOREIGN KEY ("version_trigger_id") REFERENCES "cms"."triggers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_triggers_fk" FOREIGN KEY ("triggers_id") REFERENCES "cms"."triggers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_pages_trigger_idx" ON "cms"."home_pages" USING btree ("trigger_id");
  CREATE INDEX "_home_pages_v_version_version_trigger_idx" ON "cms"."_home_pages_v" USING btree ("version_trigger_id");
  CREATE INDEX "payload_locked_documents_rels_triggers_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("triggers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."triggers_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."triggers_device_type" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."triggers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."triggers_shops" CASCADE;
  DROP TABLE "cms"."triggers_device_type" CASCADE;
  DROP TABLE "cms"."triggers" CASCADE;
  ALTER TABLE "cms"."home_pages" DROP CONSTRAINT "home_pages_trigger_id_triggers_id_fk";
  
  ALTER TABLE "cms"."_home_pages_v" DROP CONSTRAINT "_home_pages_v_version_trigger_id_triggers_id_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_triggers_fk";
  
  DROP INDEX "cms"."home_pages_trigger_idx";
  DROP INDEX "cms"."_home_pages_v_version_version_trigger_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_triggers_id_idx";
  ALTER TABLE "cms"."home_pages" DROP COLUMN "trigger_id";
  ALTER TABLE "cms"."_home_pages_v" DROP COLUMN "version_trigger_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "triggers_id";
  DROP TYPE "cms"."enum_triggers_shops";
  DROP TYPE "cms"."enum_triggers_device_type";
  DROP TYPE "cms"."enum_triggers_login_state";
  DROP TYPE "cms"."enum_triggers_customer_is_newsletter_recipient";
  DROP TYPE "cms"."enum_triggers_customer_has_shipping_costs_flat";
  DROP TYPE "cms"."enum_triggers_app";`)
}
