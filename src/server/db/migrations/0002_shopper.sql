CREATE TABLE "basket_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"promotion" text NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_items_session_variant" UNIQUE("session_id","variant_id","promotion"),
	CONSTRAINT "basket_items_quantity_positive" CHECK ("basket_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "basket_services" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"disposal_service_pieces" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "basket_services_disposal_non_negative" CHECK ("basket_services"."disposal_service_pieces" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shopper_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_session_product" UNIQUE("session_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_session_id_shopper_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."shopper_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_services" ADD CONSTRAINT "basket_services_session_id_shopper_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."shopper_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_session_id_shopper_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."shopper_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_items_session_created" ON "wishlist_items" USING btree ("session_id","created_at");