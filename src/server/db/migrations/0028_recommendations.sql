CREATE TABLE "reco_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_code" text NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"master_key" text,
	"product_id" text,
	"category_id" text,
	"tracking_token" text,
	"simulated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reco_lists" (
	"shop_code" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"targets" text[] NOT NULL,
	"scores" real[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reco_lists_shop_code_kind_source_pk" PRIMARY KEY("shop_code","kind","source")
);
--> statement-breakpoint
CREATE TABLE "reco_outfits" (
	"outfit_id" integer NOT NULL,
	"master_key" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "reco_outfits_outfit_id_master_key_pk" PRIMARY KEY("outfit_id","master_key")
);
--> statement-breakpoint
CREATE TABLE "reco_state" (
	"key" text PRIMARY KEY NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"orders_until" timestamp with time zone,
	"rebuilt_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "reco_events_session_idx" ON "reco_events" USING btree ("shop_code","session_id","created_at");--> statement-breakpoint
CREATE INDEX "reco_events_item_idx" ON "reco_events" USING btree ("shop_code","master_key");--> statement-breakpoint
CREATE INDEX "reco_events_created_idx" ON "reco_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reco_outfits_master_key_idx" ON "reco_outfits" USING btree ("master_key");